"""Adapted from tests/st/graph_kernel/custom/test_custom_pyfunc.py: ops.Custom(func, out_shape, out_dtype,
"pyfunc") runs a Python function on the inputs' arrays (0-d Tensors arrive as Python numbers). A declared tuple
of shapes gives a tuple result (even of one Tensor); out_shape=() gives a (1,) result; a function without outputs
still runs (its int32 (1,) placeholder value means nothing); a bprop function gives the gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

seen = []


def sub(a, b):
    return a - b


def add_sub(a, b):
    return a + b, a - b


def record(a, b):
    seen.append((type(a).__name__, np.asarray(a + b).tolist()))


def mul_scalar(a, b):
    seen.append((type(a).__name__, type(b).__name__))
    return a * b


class Net(nn.Cell):
    def __init__(self, fn, shape, dtype, bprop=None):
        super().__init__()
        self.func = ops.Custom(fn, shape, dtype, "pyfunc", bprop=bprop)
        self.relu = ops.ReLU()

    def construct(self, x, y):
        return self.func(x, y)


class First(nn.Cell):
    def __init__(self, fn, shape, dtype):
        super().__init__()
        self.func = ops.Custom(fn, shape, dtype, "pyfunc")
        self.relu = ops.ReLU()

    def construct(self, x, y):
        out = self.func(x, y)
        return self.relu(out[0]) * 2


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
y = Tensor(np.array([[1, 5, 1], [4, 1, 6]], np.float32))
emit("single", Net(sub, (2, 3), ms.float32)(x, y))
emit("single_tuple", Net(sub, ((2, 3),), (ms.float32,))(x, y))
emit("multi", Net(add_sub, ((2, 3), (2, 3)), (ms.float32, ms.float32))(x, y))
emit("infer_functions", Net(sub, lambda a, b: a, lambda a, b: a)(x, y))
emit("first_relu", First(sub, ((2, 3),), (ms.float32,))(x, y))
emit("first_relu_multi", First(add_sub, ((2, 3), (2, 3)), (ms.float32, ms.float32))(x, y))
for np_t, ms_t in ((np.int32, ms.int32), (np.float64, ms.float64), (np.int64, ms.int64), (np.float16, ms.float16)):
    emit(f"dtype_{np.dtype(np_t).name}", Net(sub, (2, 3), ms_t)(Tensor(x.asnumpy().astype(np_t)),
                                                                 Tensor(y.asnumpy().astype(np_t))))
r = Net(mul_scalar, (), ms.int32)(Tensor(10), Tensor(5))
emit("scalar", r)
emit("scalar_args", seen[-1])
r = Net(record, (), ())(x, y)
r.asnumpy()  # PyNative runs the op asynchronously: wait for it
emit("no_output", (r.shape, str(r.dtype)))
emit("no_output_ran", seen[-1])
emit("pynative_call", ops.Custom(add_sub, ((2, 3), (2, 3)), (ms.float32, ms.float32), "pyfunc")(x, y))


def sub_bprop(a, b, out, dout):
    return dout * 2, -dout


grad = ms.grad(Net(sub, (2, 3), ms.float32, bprop=sub_bprop), grad_position=(0, 1))
emit("bprop", grad(x, y))
