"""Tensors, Parameters, dtypes and the global random state (``mindspore.common``)."""
from .random import get_seed, set_seed  # noqa: F401
# ``from mindspore.common import mutable`` is the function (importing the submodule binds the module
# object under the same name on this package: rebind it to the function).
from .mutable import mutable  # noqa: F401,E402


# ``mindspore.common.Tensor``, ``.Parameter``, ``.ParameterTuple``, dtypes...: loaded on first use, so
# importing the package's low-level modules (dtype, aval) stays cheap and cycle-free.
_LAZY = {"Tensor": "tensor", "Parameter": "tensor", "tensor": "tensor", "ParameterTuple": "parameter",
         "initializer": "initializer", "jit": "api", "JitConfig": "api",   # jit: ``from mindspore.common import jit`` (h-hook2)
         "RowTensor": "sparse_tensor", "RowTensorInner": "sparse_tensor"}  # (h-zoo)


def __getattr__(name: str):
    mod = _LAZY.get(name)
    if mod is None:
        from . import dtype as _dtype

        if hasattr(_dtype, name) and not name.startswith("_"):
            return getattr(_dtype, name)
        raise AttributeError(f"module 'msgraph.common' has no attribute {name!r}")
    import importlib

    module = importlib.import_module(f".{mod}", __name__)
    return module if name == mod and name == "initializer" else getattr(module, name)


class _CommonPackage(type(__import__("sys"))):
    """``import mindspore.common.mutable`` under the mindspore alias binds the submodule on this package
    again (a new name in sys.modules): ``mutable`` stays the function, as in MindSpore."""

    def __setattr__(self, name: str, value) -> None:
        if name == "mutable" and isinstance(value, type(__import__("sys"))):
            return
        super().__setattr__(name, value)


__import__("sys").modules[__name__].__class__ = _CommonPackage
