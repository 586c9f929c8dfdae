"""mindspore.scipy.fft dct / idct / dctn / idctn (st/scipy_st/test_fft.py, adapted; no earlier program named them):
MindSpore 2.10 supports type 2 with the orthonormal norm only -- ``norm=None`` IS 'ortho' (msgraph computed scipy's
unnormalised 'backward' transform: dct of [[-2, -1.5, -1, -0.5], ...] gave -10.0 where MindSpore gives -2.5), and
'backward' / 'forward' are its ValueError (msgraph computed them) --; a complex input gives a complex result, its
real and imaginary parts transformed (msgraph dropped the imaginary part: Float32); a bool input is a TypeError, a
0-d one a ValueError for dctn / idctn, a float ``type`` and a list input TypeErrors, repeated axes a ValueError.
Forward values and ortho gradients in a Cell with the arguments as construct inputs, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.scipy.fft import dct, idct, dctn, idctn
from _conf import emit, emit_error

X = np.arange(12).reshape(3, 4).astype(np.float32) * 0.5 - 2.0


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, t, n, axis, norm):
        return self.fn(x, t, n, axis, norm)


class Grad(nn.Cell):
    def __init__(self, net, dout):
        super().__init__()
        self.net = net
        self.dout = dout
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, t, n, axis, norm):
        return self.grad(self.net)(x, t, n, axis, norm, self.dout)


for name, fn, axis in (("dct", dct, -1), ("idct", idct, -1), ("dctn", dctn, None), ("idctn", idctn, None)):
    emit(f"{name}_norm_none", Net(fn)(Tensor(X), 2, None, axis, None))
    emit(f"{name}_norm_ortho", Net(fn)(Tensor(X), 2, None, axis, "ortho"))
    emit(f"{name}_default", fn(Tensor(X)))
    emit(f"{name}_int32", fn(Tensor(X.astype(np.int32))))
    emit(f"{name}_complex", fn(Tensor((X + 1j * (X * X)).astype(np.complex64)), norm="ortho"))
    for norm in ("backward", "forward"):
        emit_error(f"{name}_norm_{norm}", lambda fn=fn, norm=norm: fn(Tensor(X), norm=norm))
    emit_error(f"{name}_bool", lambda fn=fn: fn(Tensor(X > 0)))
    emit_error(f"{name}_type_float", lambda fn=fn: fn(Tensor(X), 2.0))
    emit_error(f"{name}_type3", lambda fn=fn: fn(Tensor(X), 3))
    emit_error(f"{name}_list", lambda fn=fn: fn([1.0, 2.0]))
    emit(f"{name}_grad_ortho", Grad(Net(fn), Tensor(np.linspace(-1, 1, 12).reshape(3, 4).astype(np.float32)))(
        Tensor(X), 2, None, axis, "ortho"))
emit("dct_n2_axis0", dct(Tensor(X), 2, 2, 0))
emit("idct_n6", idct(Tensor(X), 2, 6))
emit("dctn_s_only", dctn(Tensor(X), 2, (2, 2)))
emit("idctn_s_axes", idctn(Tensor(X), 2, (2, 6), (0, 1)))


def idct_sum(x):
    return idct(x).sum()


emit("idct_grad_none", ms.grad(idct_sum)(Tensor(X)))
emit_error("dctn_0d", lambda: dctn(Tensor(np.float32(1.5))))
emit_error("idctn_0d", lambda: idctn(Tensor(np.float32(1.5))))
emit_error("dctn_axes_repeated", lambda: dctn(Tensor(X), 2, None, (0, 0)))
emit_error("idctn_axes_repeated", lambda: idctn(Tensor(X), 2, None, (1, -1)))
