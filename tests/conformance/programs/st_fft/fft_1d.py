"""ops.fft / ifft / rfft / irfft / hfft / ihfft with n, dim and norm in a Cell, their dtypes (float16 and int
inputs compute in complex64, float64 in complex128) and gradients (tests/st/ops/test_ops_fft.py, test_ops_rfft.py,
test_ops_irfft.py, test_ops_hfft.py, test_ops_ihfft.py...)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, n, dim, norm):
        return self.fn(x, n, dim, norm)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, n, dim, norm, dout):
        return self.grad(self.net)(x, n, dim, norm, dout)


x = Tensor((np.cos(np.arange(24) * 0.7) * 3).reshape(2, 3, 4).astype(np.float32))
xc = Tensor((np.cos(np.arange(24) * 0.7) + 1j * np.sin(np.arange(24) * 1.3)).reshape(2, 3, 4).astype(np.complex64))
cases = [(None, -1, None), (3, -1, "ortho"), (6, 1, "forward"), (2, 0, "backward"), (5, -2, None)]
for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    net = Net(getattr(ops, name))
    for i, (n, dim, norm) in enumerate(cases):
        inp = xc if name in ("irfft", "hfft") else x
        y = net(inp, n, dim, norm)
        emit(f"{name}_{i}", y, rtol=1e-4, atol=1e-4)
        d = np.cos(np.arange(y.size) * 0.3).reshape(y.shape)
        if name not in ("irfft", "hfft"):
            d = d + 1j * np.sin(np.arange(y.size) * 0.5).reshape(y.shape)
        g = Grad(net)(inp, n, dim, norm, Tensor(d.astype(y.asnumpy().dtype)))
        emit(f"{name}_{i}_grad", g, rtol=1e-4, atol=1e-4)
    # a real input to irfft/hfft; a complex input to the others (rfft/ihfft along dim 0: along the last dim
    # MindSpore 2.10's kernel reads the full transform's buffer as the half one, docs/differences.md)
    emit(f"{name}_other_input_kind", net(x, 4, -1, None) if name in ("irfft", "hfft") else net(xc, 2, 0, None),
         rtol=1e-4, atol=1e-4)

for dt in (np.float16, np.float64, np.int32, np.int16, np.int64):
    v = Tensor(np.arange(8).reshape(2, 4).astype(dt))
    emit(f"dtypes_{np.dtype(dt).name}", [ops.fft(v), ops.rfft(v), ops.irfft(v), ops.hfft(v), ops.ihfft(v)],
         rtol=1e-3, atol=1e-3)
emit("irfft_last_dim_one", ops.irfft(Tensor(np.ones((3, 1), np.complex64))))
emit("irfft_n1", ops.irfft(xc, 1))
