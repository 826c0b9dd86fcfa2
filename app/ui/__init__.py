"""The desktop shell: PySide6 widgets on an asyncio loop (qasync)."""

from app.ui.pyside_hook import spare_module_sources

# First, so that no module the window imports after Qt is read for PySide's hook.
spare_module_sources()
