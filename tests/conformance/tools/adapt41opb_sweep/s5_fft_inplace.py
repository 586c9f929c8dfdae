"""st/ops test_ops_ifft / ifft2 / ifftn / ihfft2 / irfft2 / irfftn / hfftn (ops.fft family), test_ops_inplace_addmm
/ inplace_index_put / inplace_scatter_add / div_ / indexput (Tensor in-place methods, ops.IndexPut),
test_ops_applyadamwithamsgradv2, add_rms_norm / add_layer_norm / apply_rotary_pos_emb / kvcachescatterupdate (checked
on MindSpore's CPU first): dtypes, n / s / dim / norm arguments, 0-d / empty, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor, Parameter, nn
from mindspore.ops import operations as P
from _h import case
from _c import C, G, T

X = np.arange(12).reshape(3, 4) * 0.5 - 2.0
XC = X + 1j * (np.arange(12).reshape(3, 4) * 0.25)
FFT1 = {"fft": ops.fft, "ifft": ops.ifft, "rfft": ops.rfft, "irfft": ops.irfft, "hfft": ops.hfft, "ihfft": ops.ihfft}
FFT2 = {"fft2": ops.fft2, "ifft2": ops.ifft2, "rfft2": ops.rfft2, "irfft2": ops.irfft2, "hfft2": ops.hfft2,
        "ihfft2": ops.ihfft2}
FFTN = {"fftn": ops.fftn, "ifftn": ops.ifftn, "rfftn": ops.rfftn, "irfftn": ops.irfftn, "hfftn": ops.hfftn,
        "ihfftn": ops.ihfftn}
for name, fn in FFT1.items():
    for dt in ["float32", "float64", "float16", "int32", "int64", "uint8", "bool", "complex64", "complex128"]:
        case(f"{name}.{dt}", lambda: C(fn)(T(XC if dt.startswith("complex") else np.abs(X) if dt in ("uint8", "bool") else X, dt)))
    for n in [None, 2, 6, 1]:
        for norm in [None, "forward", "ortho"]:
            case(f"{name}.n{n}.{norm}", lambda: C(lambda x: fn(x, n, 0, norm))(T(X)))
    case(f"{name}.dim-1", lambda: C(lambda x: fn(x, dim=-1))(T(XC, "complex64")))
    case(f"{name}.n0", lambda: C(lambda x: fn(x, 0))(T(X)))
    case(f"{name}.dimbad", lambda: C(lambda x: fn(x, dim=2))(T(X)))
    case(f"{name}.badnorm", lambda: C(lambda x: fn(x, norm="x"))(T(X)))
    case(f"{name}.0d", lambda: C(fn)(T(2.0)))
    case(f"{name}.empty", lambda: C(fn)(T(np.zeros((3, 0)))))
    case(f"{name}.grad", lambda: G(lambda x: fn(x, 6).real() if hasattr(fn(T(X)), "real") and fn(T(X)).dtype in (ms.complex64, ms.complex128) else fn(x, 6))(T(X)))
for name, fn in FFT2.items():
    for dt in ["float32", "float64", "int32", "complex64"]:
        case(f"{name}.{dt}", lambda: C(fn)(T(XC if dt.startswith("complex") else X, dt)))
    for s in [None, (2, 2), (4, 6), (3,)]:
        for norm in ["backward", "forward", "ortho"]:
            case(f"{name}.s{s}.{norm}", lambda: C(lambda x: fn(x, s, (0, 1) if s is None or len(s) == 2 else (1,), norm))(T(X)))
    case(f"{name}.dim(-1,-2)", lambda: C(lambda x: fn(x, dim=(-1, -2)))(T(X)))
    case(f"{name}.dimdup", lambda: C(lambda x: fn(x, dim=(0, 0)))(T(X)))
    case(f"{name}.1d", lambda: C(fn)(T([1.0, 2.0, 3.0])))
    case(f"{name}.3d", lambda: C(fn)(T(np.arange(24).reshape(2, 3, 4) * 0.1)))
    case(f"{name}.grad", lambda: G(lambda x: ops.real(fn(x)) if name in ("fft2", "ifft2", "rfft2", "ihfft2") else fn(x))(T(X)))
for name, fn in FFTN.items():
    for dt in ["float32", "float64", "int32", "complex64"]:
        case(f"{name}.{dt}", lambda: C(fn)(T(XC if dt.startswith("complex") else X, dt)))
    for s in [None, (2, 2), (4, 6), (5,)]:
        case(f"{name}.s{s}", lambda: C(lambda x: fn(x, s))(T(X)))
        case(f"{name}.s{s}.dim", lambda: C(lambda x: fn(x, s, (0,) if s is not None and len(s) == 1 else (0, 1)))(T(X)))
    case(f"{name}.dimonly", lambda: C(lambda x: fn(x, dim=(1,)))(T(X)))
    case(f"{name}.s_dim_mismatch", lambda: C(lambda x: fn(x, (2, 2), (0,)))(T(X)))
    case(f"{name}.3d", lambda: C(fn)(T(np.arange(24).reshape(2, 3, 4) * 0.1)))
    case(f"{name}.ortho", lambda: C(lambda x: fn(x, norm="ortho"))(T(X)))
    case(f"{name}.grad", lambda: G(lambda x: ops.real(fn(x)) if name in ("fftn", "ifftn", "rfftn", "ihfftn") else fn(x))(T(X)))
# in-place Tensor methods
M = np.arange(6).reshape(2, 3) * 1.0
for dt in ["float32", "float16", "int32", "float64"]:
    case(f"addmm_.{dt}", lambda: (lambda t: (t.addmm_(T(M, dt), T(M.T, dt), beta=2, alpha=0.5), t)[1])(T(np.ones((2, 2)), dt)))
    case(f"div_.{dt}", lambda: (lambda t: (t.div_(T([2, 4, 3], dt)), t)[1])(T(M, dt)))
    case(f"div_.floor.{dt}", lambda: (lambda t: (t.div_(T([-4, 4, 3], dt), rounding_mode="floor"), t)[1])(T(M, dt)))
    case(f"div_.scalar.{dt}", lambda: (lambda t: (t.div_(4), t)[1])(T(M, dt)))
    case(f"scatter_add_.{dt}", lambda: (lambda t: (t.scatter_add_(1, T([[0, 0], [2, 1]], "int64"), T([[1, 2], [3, 4]], dt)), t)[1])(T(M, dt)))
    case(f"index_put_.{dt}", lambda: (lambda t: (t.index_put_((T([0, 1], "int64"), T([2, 2], "int64")), T([9, 8], dt)), t)[1])(T(M, dt)))
    case(f"index_put_.acc.{dt}", lambda: (lambda t: (t.index_put_((T([1, 1], "int64"),), T([1, 1, 1], dt), True), t)[1])(T(M, dt)))
case("div_.int.true", lambda: (lambda t: (t.div_(T([2, 4, 3], "int32")), t)[1])(T(M, "int32")))
case("addmm_.shape", lambda: (lambda t: t.addmm_(T(M), T(M)))(T(np.ones((2, 2)))))
case("addmm_.bcast_self", lambda: (lambda t: t.addmm_(T(M), T(M.T)))(T([1.0, 2.0])))
case("scatter_add_.oob", lambda: (lambda t: t.scatter_add_(1, T([[5]], "int64"), T([[1.0]])))(T(M)))
case("index_put_.mismatch", lambda: (lambda t: t.index_put_((T([0, 1], "int64"), T([2], "int64")), T([9.0])))(T(M)))
case("index_put_.bool", lambda: (lambda t: (t.index_put_((T([True, False], "bool"),), T([7.0])), t)[1])(T(M)))
case("index_put_.neg", lambda: (lambda t: (t.index_put_((T([-1], "int64"),), T([7.0])), t)[1])(T(M)))
case("index_put_.dtype", lambda: (lambda t: (t.index_put_((T([0], "int64"),), T([7], "int32")), t)[1])(T(M)))
case("mint.index_put", lambda: mint.index_put(T(M), (T([0, 1], "int64"), T([0, 2], "int64")), T([5.0, 6.0]), True))
case("IndexPut.P", lambda: C(P.IndexPut(accumulate=1))(T(M), T([5.0, 6.0]), (T([0, 1], "int32"), T([0, 2], "int32"))))
case("IndexPut.P0", lambda: C(P.IndexPut(accumulate=0))(T(M), T([5.0]), (T([0, 1], "int64"), T([0, 2], "int64"))))
case("inplace_scatter_add.grad", lambda: G(lambda x, s: ops.inplace_scatter_add(x * 1, 1, T([[0, 0], [2, 1]], "int64"), s)
                                           if hasattr(ops, "inplace_scatter_add") else 0)(T(M), T([[1.0, 2.0], [3.0, 4.0]])))
# ApplyAdamWithAmsgradV2


class Amsgrad(nn.Cell):
    def __init__(self, dt, use_locking=False):
        super().__init__()
        self.op = P.ApplyAdamWithAmsgradV2(use_locking)
        self.var = Parameter(T([[1.0, -2.0], [0.5, 3.0]], dt), name="var")
        self.m = Parameter(T([[0.1, 0.2], [0.0, -0.1]], dt), name="m")
        self.v = Parameter(T([[0.01, 0.04], [0.0, 0.09]], dt), name="v")
        self.vhat = Parameter(T([[0.02, 0.01], [0.0, 0.2]], dt), name="vhat")

    def construct(self, b1p, b2p, lr, b1, b2, eps, g):
        self.op(self.var, self.m, self.v, self.vhat, b1p, b2p, lr, b1, b2, eps, g)
        return self.var, self.m, self.v, self.vhat


GR = [[0.5, -1.0], [0.0, 2.0]]
for dt in ["float32", "float16", "float64", "int32"]:
    case(f"amsgrad.{dt}", lambda: Amsgrad(dt)(T(0.9, dt), T(0.999, dt), T(0.01, dt), T(0.9, dt), T(0.999, dt), T(1e-8, dt), T(GR, dt)))
    case(f"amsgrad.py.{dt}", lambda: Amsgrad(dt)(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, T(GR, dt)))
case("amsgrad.mixed", lambda: Amsgrad("float32")(T(0.9, "float16"), T(0.999), T(0.01), T(0.9), T(0.999), T(1e-8), T(GR)))
case("amsgrad.shape", lambda: Amsgrad("float32")(T(0.9), T(0.999), T(0.01), T(0.9), T(0.999), T(1e-8), T([1.0, 2.0])))
case("amsgrad.rank1", lambda: Amsgrad("float32")(T([0.9]), T(0.999), T(0.01), T(0.9), T(0.999), T(1e-8), T(GR)))
case("amsgrad.twice", lambda: (lambda n: (n(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, T(GR)), n(0.81, 0.998, 0.01, 0.9, 0.999, 1e-8, T(GR)))[1])(Amsgrad("float32")))
case("amsgrad.locking", lambda: Amsgrad("float32", True)(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, T(GR)))
# Ascend-only candidates: does MindSpore's CPU run them?
case("add_rms_norm", lambda: ops.add_rms_norm(T(M), T(M), T([1.0, 1.0, 1.0]), 1e-6))
case("add_layer_norm", lambda: ops.auto_generate.add_layer_norm(T(M), T(M), T([1.0, 1.0, 1.0]), T([0.0, 0.0, 0.0]), 1e-5, False))
case("apply_rotary_pos_emb", lambda: ops.auto_generate.apply_rotary_pos_emb_(T(np.ones((1, 1, 2, 4))), T(np.ones((1, 1, 2, 4))),
                                                                              T(np.ones((1, 4))), T(np.ones((1, 4))), T([0], "int32"), 1))
case("rms_norm", lambda: ops.rms_norm(T(M), T([1.0, 1.0, 1.0]), 1e-6))
