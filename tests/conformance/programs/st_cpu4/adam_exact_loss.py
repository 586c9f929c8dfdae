"""Adapted from tests/st/ops/cpu/test_adam_op.py (test_lazy2 / test_adam_offload_acc): nn.Adam runs the P.Adam
kernel, so three TrainOneStepCell steps give MindSpore's float32 losses to the last bit (lazy and offload Adam
update as plain Adam on dense gradients)."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


class NetAdam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.reshape = P.Reshape()
        weight = Tensor(np.ones([10, 16]).astype(np.float32) * 0.01)
        self.fc1 = nn.Dense(16, 10, weight_init=weight, bias_init='zeros')

    def construct(self, x):
        return self.fc1(self.reshape(x, (1, -1)))


for name, kw in (("plain", {}), ("lazy", {"use_lazy": True}), ("offload", {"use_offload": True}),
                 ("nesterov", {"use_nesterov": True})):
    net = NetAdam()
    opt = nn.Adam(net.trainable_params(), learning_rate=0.01, **kw)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
    train.set_train()
    losses = []
    for _ in range(3):
        data = Tensor(np.arange(0, 16).reshape((1, 1, 4, 4)).astype(np.float32) * 0.01)
        losses.append(train(data, Tensor(np.array([0]).astype(np.int32))))
    # nesterov: MindSpore's vectorised kernel may round the last bit differently (FMA)
    exact = 0 if name != "nesterov" else 1e-6
    emit(f"losses_{name}", tuple(losses), rtol=exact, atol=0)
    emit(f"moment1_{name}", opt.moment1[0], rtol=1e-6, atol=1e-9)
