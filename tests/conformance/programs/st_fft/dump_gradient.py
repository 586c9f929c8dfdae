"""ops.DumpGradient (tests/st/ops/test_ops_dump_gradient.py): an identity whose gradient is saved (MindSpore's
TensorDump name: <stem>_<dtype>_<counter>.npy) and passed on unchanged (PyNative)."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

MODES = ("pynative",)

d = tempfile.mkdtemp()
dg = ops.DumpGradient()


def f(x, y):
    x = dg(os.path.join(d, "x_dout.npy"), x, 'out')
    return x * y * x


x = Tensor(np.array([[1, 2], [3, 4]], np.float32))
y = Tensor(np.array([[-2, 3], [-1, 2]], np.float32))
emit("value_and_grads", ops.value_and_grad(f, grad_position=(0, 1))(x, y))
files = sorted(os.listdir(d))
emit("files", files)
emit("dumped", np.load(os.path.join(d, files[0])))
