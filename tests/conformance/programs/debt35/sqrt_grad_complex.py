"""SqrtGrad of complex Tensors (MindSpore 2.10's CPU kernel: dy / conj(y * 2) with C's complex * and /) and
Sqrt's gradient of complex inputs through it (MindSpore's conjugate convention), complex64 and complex128;
SqrtGrad refuses a complex/float or complex64/complex128 pair (kernel select TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations._grad_ops import SqrtGrad
from _conf import emit, emit_error, emit_stdout

sg = SqrtGrad()


def f_real(a):
    return ops.real(ops.sqrt(a))


def f_imag(a):
    return ops.imag(ops.sqrt(a))


def f_sum(a):
    return ops.sqrt(a).sum()


def f_abs(a):
    return ops.abs(ops.sqrt(a)).sum()


vals = [0.0, -0.0, 1.0, -2.5, np.inf, -np.inf, np.nan]
ys = np.array([complex(a, b) for a in vals for b in vals])
ds = np.array([1 + 0j, -0.0 - 1j, 2 + np.inf * 1j])
Y = np.repeat(ys, len(ds))
D = np.tile(ds, len(ys))
for dt in (np.complex64, np.complex128):
    name = np.dtype(dt).name
    y = Tensor(np.array([1 + 2j, -0.5 + 1j], dt))
    d = Tensor(np.array([1, 2 - 1j], dt))
    emit_stdout(f"print_{name}", lambda: print(sg(y, d)))
    emit(f"special_{name}", sg(Tensor(Y.astype(dt)), Tensor(D.astype(dt))))
    parts = np.stack([sg(Tensor(Y.astype(dt)), Tensor(D.astype(dt))).asnumpy().real,
                      sg(Tensor(Y.astype(dt)), Tensor(D.astype(dt))).asnumpy().imag])
    emit(f"special_sign_{name}", np.where(np.isnan(parts), False, np.signbit(parts)))   # signed zeros (not NaN's)
    big = Tensor(np.array([3e300 + 1e-310j, 1e-300 - 7e-305j, 4.5 + 6.25j, 1e30 + 1e-30j], np.complex128).astype(dt))
    dbig = Tensor(np.array([1e300 - 2j, 1e-300 + 1j, 0.1 + 0.7j, 3 - 1e30j], np.complex128).astype(dt))
    emit(f"extreme_{name}", sg(big, dbig))

    x = Tensor(np.array([1 + 2j, -0.5 + 1j, 4 + 0j, -3 + 0.5j], dt))
    emit_stdout(f"grad_real_{name}", lambda: print(ms.grad(f_real)(x)))
    emit(f"grad_imag_{name}", ms.grad(f_imag)(x))
    emit(f"grad_sum_{name}", ms.grad(f_sum)(x))
    emit(f"grad_abs_{name}", ms.grad(f_abs)(x), rtol=1e-6)

emit_error("mix_f32_c64", lambda: sg(Tensor(np.ones(2, np.float32)), Tensor(np.ones(2, np.complex64))))
emit_error("mix_c64_f32", lambda: sg(Tensor(np.ones(2, np.complex64)), Tensor(np.ones(2, np.float32))))
emit_error("mix_c64_c128", lambda: sg(Tensor(np.ones(2, np.complex64)), Tensor(np.ones(2, np.complex128))))
emit_error("mix_c128_c64", lambda: sg(Tensor(np.ones(2, np.complex128)), Tensor(np.ones(2, np.complex64))))
