"""ops.fft2 / ifft2 / fftn / ifftn / rfft2 / irfft2 / rfftn / irfftn / hfft2 / ihfft2 / hfftn / ihfftn with s, dim
and norm in a Cell, and their gradients (tests/st/ops/test_ops_fft2.py, test_ops_fftn.py, test_ops_rfftn.py,
test_ops_hfft2.py, test_ops_ihfftn.py...)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, s, dim, norm):
        return self.fn(x, s, dim, norm)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, s, dim, norm, dout):
        return self.grad(self.net)(x, s, dim, norm, dout)


x = Tensor((np.cos(np.arange(60) * 0.7) * 3).reshape(3, 4, 5).astype(np.float32))
xc = Tensor((np.cos(np.arange(60) * 0.7) + 1j * np.sin(np.arange(60) * 1.3)).reshape(3, 4, 5).astype(np.complex64))
two = [(None, (-2, -1), None), ((3, 6), (-2, -1), "ortho"), ((2, 4), (2, 0), "forward"), (None, [0, 1], "backward")]
many = [(None, None, None), ((3, 6), (0, 2), "ortho"), (None, (1,), None), ((2, 4, 3), None, "forward"),
        ((4,), (-1,), "backward")]
for name in ("fft2", "ifft2", "rfft2", "irfft2", "hfft2", "ihfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfftn",
             "ihfftn"):
    net = Net(getattr(ops, name))
    for i, (s, dim, norm) in enumerate(two if name.endswith("2") else many):
        if name in ("irfftn", "hfftn") and s is not None and dim is None:
            continue   # MindSpore 2.10 crashes there
        inp = xc if name[:2] in ("ir", "hf") else x
        y = net(inp, s, dim, norm)
        emit(f"{name}_{i}", y, rtol=1e-4, atol=1e-4)
        d = np.cos(np.arange(y.size) * 0.3).reshape(y.shape)
        if y.dtype in (ms.complex64, ms.complex128):
            d = d + 1j * np.sin(np.arange(y.size) * 0.5).reshape(y.shape)
        g = Grad(net)(inp, s, dim, norm, Tensor(d.astype(y.asnumpy().dtype)))
        emit(f"{name}_{i}_grad", g, rtol=1e-4, atol=1e-4)
emit("fftn_complex128", ops.fftn(Tensor(xc.asnumpy().astype(np.complex128)), (2, 3)), rtol=1e-6, atol=1e-6)
emit("irfftn_float64", ops.irfftn(Tensor(np.arange(12).reshape(3, 4).astype(np.float64))), rtol=1e-6, atol=1e-6)
