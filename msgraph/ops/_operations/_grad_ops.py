"""``mindspore.ops.operations._grad_ops``: the gradient primitives msgraph defines (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals(), grad_only=True)

# MindSpore's _grad_ops also holds ConcatOffset (Concat's bprop helper; h-cpu4)
from msgraph.ops.operations import ConcatOffset  # noqa: E402,F401
__all__.append("ConcatOffset")  # noqa: F821


# MindSpore's public gradient primitives whose msgraph op takes other inputs (MaxPoolGrad/AvgPoolGrad
# take (x, dout): MindSpore's also take the forward output) or that are a reshape (FlattenGrad).  They
# live here only, not in ops.operations (MindSpore's P has none of them); h-ut1.
from typing import Any as _Any  # noqa: E402

from msgraph.ops._compose import CompositePrimitive as _Composite  # noqa: E402


def _grad_only(cls: type, name: str) -> type:
    cls.__name__ = cls.__qualname__ = name
    cls.op.name = name
    globals()[name] = cls
    __all__.append(name)  # noqa: F821
    return cls


class _PoolGrad(_Composite):
    _attrs = {"kernel_size": 1, "strides": 1, "pad_mode": "VALID", "data_format": "NCHW"}
    _internal = ""

    def __call__(self, x: _Any, out: _Any, dout: _Any) -> _Any:
        from msgraph.ops import pooling
        from msgraph.ops.registry import apply, prim

        attrs = dict(self.attrs)
        attrs["pad_mode"] = str(attrs["pad_mode"]).lower()
        return apply(prim(getattr(pooling, self._internal), **attrs), (x, dout))


class _MaxPoolGrad(_PoolGrad):
    """MaxPoolGrad(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')(x, out, dout): MaxPool's
    gradient (dout to each window's first maximum)."""
    _internal = "MAXPOOL_GRAD"


class _AvgPoolGrad(_PoolGrad):
    """AvgPoolGrad(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')(x, out, dout): AvgPool's
    gradient."""
    _internal = "AVGPOOL_GRAD"


class _FlattenGrad(_Composite):
    """FlattenGrad()(dout, shape): dout reshaped to the input's shape."""

    def __call__(self, dout: _Any, shape: _Any) -> _Any:
        from msgraph.ops import functional

        return functional.reshape(dout, tuple(shape))


_grad_only(_MaxPoolGrad, "MaxPoolGrad")
_grad_only(_AvgPoolGrad, "AvgPoolGrad")
_grad_only(_FlattenGrad, "FlattenGrad")


class _MvlgammaGrad(_Composite):
    """MvlgammaGrad(p)(y_grad, x): Mvlgamma's gradient, y_grad * sum_{i<p} digamma(x - i/2) (float32 / float64, one
    dtype; adapt41gpu: st/ops/gpu/test_mvlgamma_grad_op calls it directly)."""
    _attrs = {"p": 1}

    def __call__(self, y_grad: _Any, x: _Any) -> _Any:
        import numpy as np

        from msgraph.ops import functional as F
        from msgraph.ops._helpers import np_dtype
        from msgraph.ops.st_gpu_a import _check_type

        for arg, v in (("y_grad", y_grad), ("x", x)):
            _check_type("MvlgammaGrad", arg, np_dtype(v), ("float32", "float64"))
        if np.dtype(np_dtype(y_grad)) != np.dtype(np_dtype(x)):
            raise TypeError("For primitive[MvlgammaGrad], the input type must be same.")
        total = F.digamma(x)
        for i in range(1, int(self.attrs["p"])):
            total = F.add(total, F.digamma(F.sub(x, i / 2.0)))
        return F.mul(y_grad, total)


_grad_only(_MvlgammaGrad, "MvlgammaGrad")

# SparseSliceGrad: in MindSpore 2.10's _grad_ops only (adapt45w2sp)
from msgraph.ops.st_gpu_sparse45 import SparseSliceGrad  # noqa: E402,F401
__all__.append("SparseSliceGrad")  # noqa: F821
