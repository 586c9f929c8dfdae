import numpy as np
import mindspore as ms
from mindspore import Tensor

vals = [
    np.array(1.5, np.float32), np.array(3, np.int32), np.array(True), np.array(-0.0, np.float32),
    np.array([], np.float32), np.zeros((0, 3), np.int64), np.zeros((2, 0), np.float16),
    np.array([1.5, -2.25, 3], np.float16), np.array([1e-5, 1e5, 3], np.float32), np.array([1e-10, 1, 1e10], np.float64),
    np.array([np.nan, np.inf, -np.inf, 0.0], np.float32), np.array([True, False]), np.array([[True], [False]]),
    np.arange(12, dtype=np.int8).reshape(3, 4), np.arange(12, dtype=np.uint8).reshape(3, 4) * 20,
    np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7, np.arange(2000, dtype=np.float32),
    np.arange(1200, dtype=np.int64).reshape(30, 40), np.array([1, 2, 3], np.int16), np.array([1.0, 2.0, 3.0], np.float64),
    np.array([123456789.0, 1.0], np.float32), np.array([0.1, 0.25], np.float16), np.array(65504, np.float16),
    np.array([1 + 2j, 3 - 1j], np.complex64), np.array([2 ** 40, -1], np.int64), np.array([0.1], np.float64),
    np.array([1.0, 2.0], np.float32), np.array([100.0, 2.5], np.float32), np.array(2.0, np.float64),
    np.array([[1e-8, 1.0]], np.float32), np.ones((1, 1, 1), np.float32), np.array([255], np.uint8),
    np.array([-1.0, 0.5], np.float64), np.array(1e20, np.float32), np.array([1.23456789], np.float32),
]
for i, v in enumerate(vals):
    for f in (repr, str):
        try:
            t = Tensor(v)
            print(i, f.__name__, f(t).replace("\n", "\\n"))
        except Exception as e:
            print(i, f.__name__, "EXC", type(e).__name__)
for d in (ms.bfloat16, ms.float16, ms.int8, ms.uint8, ms.bool_, ms.float64, ms.int16, ms.uint16, ms.uint32, ms.uint64):
    try:
        t = Tensor([1.5, 2, 0], d)
        print(d, repr(t).replace("\n", "\\n"), t.dtype)
    except Exception as e:
        print(d, "EXC", type(e).__name__)
t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(t.T)
print(t[:, 1])
print(t[0])
print(t[0, 0])
print(t.reshape(3, 2)[::2])
print(t.astype(ms.int32))
print([t[0, 0], t[1]])
print((t, 1))
print("fmt", "%s" % t[0], "{}".format(t[1, 1]), f"{t[1, 2]}")
print(t.shape, t.dtype, t.ndim, t.size, t.itemsize, t.nbytes, t.strides)
print(type(t.shape), type(t.dtype), str(t.dtype), repr(t.dtype))
print(Tensor(2), Tensor(2.5), Tensor(True), Tensor([1, 2.5]), Tensor([True, 1]), Tensor((1, 2)))
print(Tensor(2).dtype, Tensor(2.5).dtype, Tensor([1, 2.5]).dtype, Tensor([True, 1]).dtype, Tensor(np.float64(1)).dtype)
print(Tensor(shape=(2, 3), dtype=ms.float32, init=ms.common.initializer.One()))
print(Tensor([[1, 2], [3, 4]], dtype=ms.float16) / 3)
