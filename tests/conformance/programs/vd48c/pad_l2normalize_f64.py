"""Two more float arguments with Float64 / Complex128 inputs (MindSpore 2.10, measured in both modes):
``ops.pad(x, paddings, value=0.3)`` pads with the exact value (msgraph filled in float32 first: 0.30000001192092896,
SILENT), and ``ops.L2Normalize(axis, epsilon)`` clamps the sum of squares to epsilon as the float32 attribute it
holds (0.3 is 0.30000001192092896 there; msgraph used the exact float64 0.3, SILENT ~2e-8 relative).  Found by
vd48c's sweep of float scalars given with Float64 Tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=1e-13, atol=0.0)
y = Tensor(np.array([0.93, 1.7]), ms.float64)
z = Tensor(np.array([[0.93, 1.7], [0.5, -0.4]]) * 1e-3, ms.float64)


def out(r):
    return (str(r.dtype), r.shape, r.asnumpy().tolist())


emit("pad_f64", out(ops.pad(y, (1, 1), value=0.3)), **EXACT)
emit("pad_f64_2d", out(ops.pad(y.reshape(1, 2), (1, 0, 0, 1), value=0.3)), **EXACT)
emit("pad_f64_crop", out(ops.pad(y, (-1, 2), value=0.3)), **EXACT)
emit("pad_f64_int_value", out(ops.pad(y, (1, 1), value=3)), **EXACT)
emit("pad_f32", out(ops.pad(y.astype(ms.float32), (1, 1), value=0.3)), **EXACT)
emit("pad_f16", out(ops.pad(y.astype(ms.float16), (1, 1), value=0.3)), **EXACT)
emit("pad_i32", out(ops.pad(Tensor(np.array([1, 2]), ms.int32), (1, 1), value=2.7)), **EXACT)
emit("pad_c128", str(ops.pad(Tensor(np.array([1 + 1j]), ms.complex128), (1, 1), value=0.3).asnumpy().tolist()))
emit("constant_pad1d_f64", out(nn.ConstantPad1d(1, 0.3)(y.reshape(1, 2))), **EXACT)
emit("l2normalize_eps", out(ops.L2Normalize(0, 0.3)(z)), **EXACT)
emit("l2normalize_eps_axis1", out(ops.L2Normalize(1, 0.3)(z)), **EXACT)
emit("l2normalize_f32", out(ops.L2Normalize(0, 0.3)(z.astype(ms.float32))), **EXACT)


@ms.jit
def jit_forms(a, b):
    return ops.pad(a, (1, 1), value=0.3), ops.L2Normalize(0, 0.3)(b)


emit("jit_forms", [out(r) for r in jit_forms(y, z)], **EXACT)
