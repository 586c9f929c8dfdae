"""ops.normal's mean / stddev as numpy arrays or Python numbers: made Tensors first (MindSpore 2.10's
Tensor(mean)), so a float64 array gives float64 samples; other types are a TypeError (st ops/gpu test_normal's
numpy case).  Shapes and dtypes only: the samples themselves are the generator's."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, shape, seed=0):
        super().__init__()
        self.shape = shape
        self.seed = seed

    def construct(self, mean, stddev):
        return ops.normal(self.shape, mean, stddev, self.seed)


def meta(t):
    return (type(t).__name__, str(t.dtype), t.shape)


cases = [("numpy float64 0-d", np.array(1.0), np.array(1.0)),
         ("numpy float32", np.array([1.0, 2.0, 3.0, 4.0], np.float32), np.array(0.5, np.float32)),
         ("python float", 1.0, 2.0),
         ("python int", 1, 2),
         ("Tensor float32 + numpy float64", Tensor(np.zeros(4, np.float32)), np.array(1.0))]
for name, m, s in cases:
    emit(f"PyNative {name}", meta(ops.normal((3, 2, 4), m, s, 10)))
emit_error("PyNative list mean", lambda: meta(ops.normal((2,), [1.0], 1.0, 1)))
emit_error("PyNative None stddev", lambda: meta(ops.normal((2,), 1.0, None, 1)))
emit("PyNative Cell numpy", meta(Net((3, 2, 4), 10)(np.array(1.0), np.array(1.0))))
