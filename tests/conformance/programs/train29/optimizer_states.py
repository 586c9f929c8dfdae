"""The optimizer state a ModelCheckpoint saves (names, shapes, dtypes) for the optimizers train.py scripts use,
resumed with load_param_into_net into a fresh net and optimizer; nn.LazyAdam / nn.AdamOffload keep beta powers of
shape (1,) (nn.Adam's are 0-d); Model refuses a mint.optim optimizer (MindSpore's amp.build_train_network check)."""
import os
import tempfile

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import CheckpointConfig, Model, ModelCheckpoint
from _conf import emit, emit_error
from _train29_util import cls_data, dense

d = tempfile.mkdtemp()


def mk():
    return nn.SequentialCell([dense(4, 5), nn.Tanh(), nn.SequentialCell(dense(5, 3))])


def ce():
    return nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")


OPTS = {
    "SGD": lambda p: nn.SGD(p, 0.1, momentum=0.9),
    "Adam": lambda p: nn.Adam(p, 0.01),
    "Adam_amsgrad": lambda p: nn.Adam(p, use_amsgrad=True),
    "LazyAdam": lambda p: nn.LazyAdam(p, 0.01),
    "AdamOffload": lambda p: nn.AdamOffload(p, 0.01),
    "AdamWeightDecay": lambda p: nn.AdamWeightDecay(p, 0.01),
    "AdaMax": lambda p: nn.AdaMax(p),
    "RMSProp": lambda p: nn.RMSProp(p, 0.01, centered=True),
    "FTRL": lambda p: nn.FTRL(p),
    "Adagrad": lambda p: nn.Adagrad(p, learning_rate=0.01),
    "group_momentum": lambda p: nn.Momentum([{"params": p[:2], "lr": 0.2, "weight_decay": 0.01}, {"params": p[2:]}],
                                            0.1, 0.9),
}
for name, fn in OPTS.items():
    net = mk()
    model = Model(net, ce(), fn(net.trainable_params()))
    cb = ModelCheckpoint(name, d, CheckpointConfig(save_checkpoint_steps=100))
    model.train(1, cls_data(), callbacks=[cb])
    pd = ms.load_checkpoint(cb.latest_ckpt_file_name)
    emit(name + "_state", [(k, tuple(v.shape), str(v.dtype)) for k, v in pd.items()])
    if name in ("LazyAdam", "AdamOffload", "Adam"):
        emit(name + "_powers", [pd["beta1_power"], pd["beta2_power"]], rtol=1e-6)
        net2 = mk()
        opt2 = fn(net2.trainable_params())
        emit(name + "_resume_net", ms.load_param_into_net(net2, pd))
        emit(name + "_resume_opt", ms.load_param_into_net(opt2, pd))
        Model(net2, ce(), opt2).train(1, cls_data())
        model.train(1, cls_data())
        emit(name + "_resumed_equal", [bool((a.asnumpy() == b.asnumpy()).all())
                                       for a, b in zip(net.get_parameters(), net2.get_parameters())])

for name, fn in (("mint_AdamW", lambda p: ms.mint.optim.AdamW(p)), ("mint_SGD", lambda p: ms.mint.optim.SGD(p, lr=0.1))):
    net = mk()
    emit_error(name + "_in_model", Model, net, ce(), fn(net.trainable_params()))
