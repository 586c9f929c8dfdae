"""A Tensor attribute of a Graph-mode Cell written in place between two calls (``net.t[0] = 100.0``,
``net.t.assign_value(...)``, ``Tensor.copy_``-style writes): MindSpore 2.10's compiled graph reads the Tensor's
storage when it runs, so the second call sees the write; msgraph folded the first call's values (silently stale).
Found by the adapt37pm sweep (session 37)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit

FOLLOW_PYNATIVE = {
    "after_assign_value": "MindSpore 2.10's graph keeps reading the storage the Tensor had at compile time: "
                          "assign_value gives it new storage, which the graph does not see (stale)",
    "after_param_and_tensor": "the same stale storage after assign_value (the Parameter's set_data is seen)",
}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")
        self.t = Tensor(np.array([1.0, 1.0], np.float32))

    def construct(self, x):
        return x * self.w + self.t


x = Tensor(np.array([1.0, 2.0], np.float32))
n = Net()
emit("first", n(x))
n.t[0] = 100.0
emit("after_setitem", n(x))
n.t[1:] = Tensor(np.array([7.0], np.float32))
emit("after_slice_setitem", n(x))
emit("again_unchanged", n(x))
n.t.assign_value(Tensor(np.array([-1.0, -2.0], np.float32)))
emit("after_assign_value", n(x))
n.w.set_data(Tensor(np.array([0.5, 0.5], np.float32)))
n.t[0] = 0.0
emit("after_param_and_tensor", n(x))
