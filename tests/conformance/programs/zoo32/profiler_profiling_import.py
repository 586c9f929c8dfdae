"""``mindspore.profiler.profiling`` is gone in MindSpore 2.10 (ModuleNotFoundError; ``Profiler`` lives in
``mindspore.profiler`` / ``mindspore.Profiler``).  Found running the zoo's ViT train.py (official/cv/VIT:
``from mindspore.profiler.profiling import Profiler`` at import) with the import swapped: MindSpore stops there,
msgraph provided the old module and went on."""
import importlib
from _conf import emit, emit_error


def imp(name):
    mod = importlib.import_module(name)
    return mod.__name__.replace("msgraph", "mindspore")


emit_error("profiling_module", imp, "mindspore.profiler.profiling")
emit("profiler_module", imp("mindspore.profiler"))
emit("profiler_class", hasattr(importlib.import_module("mindspore.profiler"), "Profiler"))
emit("ms_profiler", hasattr(importlib.import_module("mindspore"), "Profiler"))
