"""Learning-rate schedules handed to optimizers as lists, dynamic_lr lists and LearningRateSchedule Cells, read with
optimizer.get_lr() / get_lr_parameter() from a callback during Model.train, and the weights they give."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Callback, Model
from _conf import emit, emit_error
from _train29_util import cls_data, dense


class LrSeen(Callback):
    def __init__(self):
        super().__init__()
        self.lrs = []

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        opt = cb.optimizer
        lr = opt.get_lr()
        v = lr.asnumpy().tolist() if hasattr(lr, "asnumpy") else [x.asnumpy().tolist() for x in lr]
        self.lrs.append((cb.cur_step_num, v, int(opt.global_step.asnumpy()[0])))


def train(opt_fn, epochs=2, tag=None, group=False):
    net = dense()
    params = net.trainable_params()
    if group:
        params = [{"params": [net.weight], "lr": opt_fn[1]}, {"params": [net.bias]}]
        opt = opt_fn[0](params)
    else:
        opt = opt_fn(params)
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)
    seen = LrSeen()
    model.train(epochs, cls_data(), callbacks=[seen], dataset_sink_mode=False)
    emit(tag + "_lrs", seen.lrs, rtol=1e-6)
    emit(tag + "_weight", net.weight, rtol=1e-5)
    return opt


train(lambda p: nn.SGD(p, learning_rate=[0.1, 0.05, 0.02, 0.01, 0.005, 0.001, 0.001]), tag="list")
train(lambda p: nn.Momentum(p, learning_rate=nn.piecewise_constant_lr([2, 4, 7], [0.1, 0.05, 0.01]), momentum=0.9),
      tag="piecewise")
train(lambda p: nn.Adam(p, learning_rate=nn.cosine_decay_lr(0.0, 0.1, 8, 4, 2)), tag="cosine_list")
train(lambda p: nn.SGD(p, learning_rate=nn.ExponentialDecayLR(0.1, 0.5, 2, is_stair=True)), tag="exp_cell")
train(lambda p: nn.Momentum(p, learning_rate=nn.WarmUpLR(0.1, 3), momentum=0.9), tag="warmup_cell")
train(lambda p: nn.AdamWeightDecay(p, learning_rate=nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0), weight_decay=0.01),
      tag="poly_cell")
train(lambda p: nn.SGD(p, learning_rate=ms.Tensor(np.array([0.1, 0.05, 0.01, 0.01, 0.02, 0.02, 0.03], np.float32))), tag="tensor_lr")
emit_error("list_exhausted_in_get_lr", train, lambda p: nn.SGD(p, learning_rate=[0.1, 0.05, 0.02, 0.01, 0.005, 0.001]),
           tag="list_exhausted")
emit_error("list_shorter_than_steps", train, lambda p: nn.SGD(p, learning_rate=[0.1, 0.01]), tag="list_short")
train((lambda p: nn.SGD(p, learning_rate=0.1), [0.2, 0.1, 0.05, 0.02, 0.01, 0.01, 0.01]), tag="group_list", group=True)
opt = nn.SGD(dense().trainable_params(), learning_rate=[0.1, 0.05])
emit("get_lr_parameter", [(p.name, str(type(opt.get_lr_parameter(p)).__name__)) for p in opt.parameters])
emit_error("lr_list_negative", nn.SGD, dense().trainable_params(), learning_rate=[0.1, -0.5])
emit_error("lr_tensor_2d", nn.SGD, dense().trainable_params(), learning_rate=ms.Tensor(np.ones((2, 2), np.float32)))
emit_error("lr_str", nn.SGD, dense().trainable_params(), learning_rate="0.1")
