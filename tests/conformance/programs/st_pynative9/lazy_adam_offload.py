# nn.LazyAdam / nn.AdamOffload (deprecated Adam variants, tests/st/pynative/dynamic_shape/test_pynative_ftrl.py
# and tests/st/ops/cpu/test_adam_op.py): with dense gradients they update as nn.Adam, weight decay and loss
# scale included.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.nn import TrainOneStepCell
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight1 = Parameter(Tensor(np.arange(6).reshape(3, 1, 2).astype(np.float32) / 4), name="weight1")
        self.weight2 = Parameter(Tensor(np.ones([3, 1, 2]).astype(np.float32)), name="weight2")
        self.gather = P.Gather()

    def construct(self, indices, label):
        return ((self.gather(self.weight1, indices, 0) + self.weight2 - label) ** 2).sum()


indices = Tensor(np.array([0, 0, 1]).astype(np.int32))
label = Tensor(np.array([[[0.5, -1.0]], [[2.0, 0.0]], [[1.0, 1.0]]], np.float32))
for cls in (nn.LazyAdam, nn.AdamOffload):
    net = Net()
    opt = cls(net.trainable_params(), learning_rate=0.1, weight_decay=0.9, loss_scale=2.0)
    train = TrainOneStepCell(net, opt)
    losses = [train(indices, label) for _ in range(3)]
    emit(cls.__name__ + "_losses", losses)
    emit(cls.__name__ + "_params", [net.weight1, net.weight2])
    emit(cls.__name__ + "_moments", [opt.moment1[0], opt.moment2[1]])
emit_error("lazy_adam_int_decay", lambda: nn.LazyAdam(Net().trainable_params(), weight_decay=1))
emit_error("lazy_adam_beta", lambda: nn.LazyAdam(Net().trainable_params(), beta1=1.5))
