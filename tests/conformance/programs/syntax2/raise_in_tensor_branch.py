import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x):
        if x.sum() > 10:
            raise ValueError("too big")
        y = x * 2
        return y


net = Net()
emit("not_taken", net(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("taken", net, Tensor(np.array([10.0, 20.0], np.float32)))


class OtherBranch(nn.Cell):
    def construct(self, x):
        if x.sum() > 10:
            y = x * 2
        else:
            raise ValueError("too small")
        return y


emit_error("name_from_the_other_branch_raises", OtherBranch(), Tensor(np.array([1.0, 2.0], np.float32)))
