# x.asnumpy() in graph code is a numpy array when the graph runs (MindSpore's JIT fallback): returned as
# an ndarray, numpy's arithmetic on it (int64 + 1.5 is float64), ms.Tensor() of it keeps numpy's dtype.
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


def returned(x):
    return x.asnumpy()


def in_containers(x):
    m = (x.asnumpy(), x)
    return m[0], (x.asnumpy(), 1), [x.asnumpy(), x]


def arithmetic(x):
    a = x.asnumpy()
    return a + 1.5, -a, a * a, a / 2, np.sqrt(a), np.array([1.5, 2, 3, 4]) + a


def back_to_tensor(x):
    a = x.asnumpy()
    return Tensor(a + 1.5), Tensor(a * 2), x + 1


def methods(x):
    a = x.asnumpy()
    return (a.sum(), a.dtype == np.int64, a.shape, a.astype(np.float32), a.reshape(2, 2), a.max(), a.mean(),
            Tensor(a.astype(np.float32) * 2))


def run(fn):
    return jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE else fn


x = Tensor(np.array([4, 3, 2, 1]))
emit("returned", run(returned)(x))
emit("in_containers", run(in_containers)(x))
emit("arithmetic", run(arithmetic)(x))
emit("back_to_tensor", run(back_to_tensor)(x))
emit("methods", run(methods)(x))
emit("float32_arithmetic", run(arithmetic)(Tensor(np.array([4.0, 3.0, 2.0, 1.0], np.float32))))
