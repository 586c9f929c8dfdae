"""Tensor.float_power / mint.float_power with a Python float operand (MindSpore 2.10, measured, both modes).

Both are MindSpore's ``float_power_ext``: the tensor is cast to float64, but a Python float scalar reaches
PowTensorScalar / PowScalarTensor as a float32 scalar -- 12.3 is used as 12.300000190734863, 0.1 as
0.10000000149011612, 1e300 as inf -- while ops.float_power keeps the scalar in float64.  Python ints and bools stay
exact.  msgraph computed Tensor.float_power / mint.float_power with the float64 scalar: results about 1e-8 relative
off (SILENT: float64 output, printed digits the same at default precision, off in full precision; st
tensor/test_float_power::test_float_power_scalar's rtol=1e-3 hid it, found by vd48d's value dump), and
mint.float_power(1e300, x) finite where MindSpore gives inf."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit

EXACT = dict(rtol=1e-15, atol=0.0)
X32 = Tensor(np.array([0.9809751, 1.7, 0.95, 2.0], np.float32))
X64 = Tensor(np.array([0.9809751, 1.0000001, 1.7, 3.25], np.float64))
XI = Tensor(np.array([3, 7, 1, 10], np.int32))


class TensorMethod(nn.Cell):
    def construct(self, x):
        return x.float_power(12.3), x.float_power(0.1), x.float_power(3), x.float_power(True)


class MintForms(nn.Cell):
    def construct(self, x):
        return mint.float_power(x, 12.3), mint.float_power(0.1, x), mint.float_power(1e300, x), \
            mint.float_power(x, 16777217)


class OpsForms(nn.Cell):
    def construct(self, x):
        return ops.float_power(x, 12.3), ops.float_power(0.1, x)


for name, x in (("f32", X32), ("f64", X64), ("i32", XI)):
    for label, cell in (("tensor", TensorMethod()), ("mint", MintForms()), ("ops", OpsForms())):
        outs = cell(x)
        for i, o in enumerate(outs):
            emit(f"{label}_{name}_{i}_dtype", str(o.dtype))
            emit(f"{label}_{name}_{i}", o, **EXACT)
