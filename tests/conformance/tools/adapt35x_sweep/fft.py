import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _h import case

x1 = np.arange(6, dtype=np.float32) - 2.5
x2 = (np.arange(12, dtype=np.float32).reshape(3, 4) * 0.5 - 1)
xc = (x2 + 1j * x2[::-1]).astype(np.complex64)
for dt in (np.float32, np.float64, np.int32, np.int64, np.float16, np.complex64, np.complex128, np.bool_, np.uint8):
    a = Tensor(x2.astype(dt)) if dt not in (np.complex64, np.complex128) else Tensor(xc.astype(dt))
    n = np.dtype(dt).name
    for fname in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftshift", "ifftshift"):
        f = getattr(ops, fname, None)
        if f is None:
            print(fname, "missing ops"); continue
        case("%s %s" % (fname, n), lambda: f(a))
a = Tensor(x2)
ac = Tensor(xc)
for fname in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    f = getattr(ops, fname)
    for kw in ({"n": 3}, {"n": 6}, {"n": 1}, {"dim": 0}, {"dim": -2}, {"norm": "ortho"}, {"norm": "forward"}, {"norm": "backward"}, {"n": 5, "dim": 0, "norm": "ortho"}, {"n": 0}, {"dim": 2}, {"norm": "bad"}):
        case("%s %s" % (fname, kw), lambda: f(a, **kw))
        case("%s c %s" % (fname, kw), lambda: f(ac, **kw))
for fname in ("fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfft2", "ihfft2"):
    f = getattr(ops, fname)
    for kw in ({"s": (2, 3)}, {"s": (5, 6)}, {"dim": (0,)}, {"dim": (1, 0)}, {"dim": (-1, -2)}, {"norm": "ortho"}, {"norm": "forward"}, {"s": (4,), "dim": (0,)}):
        case("%s %s" % (fname, kw), lambda: f(a, **kw))
        case("%s c %s" % (fname, kw), lambda: f(ac, **kw))
for fname in ("fftshift", "ifftshift"):
    f = getattr(ops, fname)
    for kw in ({"dim": 0}, {"dim": -1}, {"dim": (0, 1)}, {}):
        case("%s %s" % (fname, kw), lambda: f(Tensor(np.arange(15).reshape(3, 5)), **kw))
for fname in ("fftfreq", "rfftfreq"):
    f = getattr(ops, fname, None)
    for args, kw in (((5,), {}), ((6, 0.5), {}), ((4,), {"dtype": ms.float64}), ((1,), {}), ((7, 2.0), {"dtype": ms.float16})):
        case("%s %s %s" % (fname, args, kw), lambda: f(*args, **kw))
# mint.fft
for fname in ("fft", "ifft", "rfft", "irfft", "fft2", "fftn", "fftshift", "ifftshift", "hfft", "ihfft"):
    f = getattr(mint.fft, fname, None) if hasattr(mint, "fft") else None
    if f is None:
        print("mint.fft", fname, "missing"); continue
    case("mint %s" % fname, lambda: f(a))
    case("mint c %s" % fname, lambda: f(ac))
for fname in ("fftfreq", "rfftfreq"):
    f = getattr(mint.fft, fname, None)
    if f is None:
        print("mint.fft", fname, "missing"); continue
    case("mint %s" % fname, lambda: f(6, 0.25))
# 1-d, 0-d, empty
case("fft 1d", lambda: ops.fft(Tensor(x1)))
case("fft 0d", lambda: ops.fft(Tensor(np.float32(2))))
case("fft empty", lambda: ops.fft(Tensor(np.zeros((0,), np.float32))))
case("rfft odd n", lambda: ops.rfft(Tensor(x1), n=7))
case("irfft odd", lambda: ops.irfft(Tensor(x1), n=9))
case("fft noncontig", lambda: ops.fft(Tensor(x2).T))
case("fft noncontig2", lambda: ops.fft(Tensor(x2)[:, 1:3]))
# grads
for fname in ("fft", "rfft", "ifft", "irfft", "fft2", "rfftn", "hfft", "ihfft"):
    f = getattr(ops, fname)
    def g(f=f):
        def fn(x):
            y = f(x)
            return (ops.real(y) * ops.real(y)).sum() + (ops.imag(y) * 2).sum() if y.dtype in (ms.complex64, ms.complex128) else (y * y).sum()
        return ms.grad(fn)(a)
    case("grad %s" % fname, g)
    def g2(f=f):
        def fn(x):
            y = f(x, norm="ortho")
            return ops.abs(y).sum()
        return ms.grad(fn)(a)
    case("grad abs ortho %s" % fname, g2)
