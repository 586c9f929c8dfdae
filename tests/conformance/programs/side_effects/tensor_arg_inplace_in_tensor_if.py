# In-place update of a Tensor argument inside an if on a Tensor.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"arg_after_pos": "Graph mode drops an in-place write to an argument made under a Tensor condition",
                   "neg": "Graph mode computes with the argument's stale value",
                   "arg_after_neg": "Graph mode drops an in-place write to an argument made under a Tensor condition"}


class Net(nn.Cell):
    def construct(self, x, y):
        if y.sum() > 0:
            ops.assign_add(x, y)
        else:
            ops.assign_sub(x, y)
        return x * 1


a = Tensor(np.array([1.0, 2.0], np.float32))
emit("pos", Net()(a, Tensor(np.array([1.0, 1.0], np.float32))))
emit("arg_after_pos", a)
emit("neg", Net()(a, Tensor(np.array([-1.0, -2.0], np.float32))))
emit("arg_after_neg", a)
