"""Model.train / eval of networks with BatchNorm and Dropout (train/eval toggles, moving statistics, sink mode,
amp O2 / O3 with keep_batchnorm_fp32), group / dynamic learning rates seen by callbacks, and the checkpoint that
training leaves (keys, dtypes, optimizer state), resumed with load_param_into_net."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback, ModelCheckpoint, CheckpointConfig, Accuracy, Loss
import mindspore.dataset as ds
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def w(shape, k=5):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k / 10.0 - 0.2).astype(np.float32))


class BNNet(nn.Cell):
    def __init__(self, drop=False, momentum=0.9, affine=True, use_batch_statistics=None):
        super().__init__()
        self.d1 = nn.Dense(4, 5, weight_init=w((5, 4)), bias_init="zeros")
        self.bn = nn.BatchNorm1d(5, momentum=momentum, affine=affine, use_batch_statistics=use_batch_statistics)
        self.relu = nn.ReLU()
        self.drop = nn.Dropout(p=0.5) if drop else nn.Identity()
        self.d2 = nn.Dense(5, 3, weight_init=w((3, 5)), bias_init="zeros")

    def construct(self, x):
        return self.d2(self.drop(self.relu(self.bn(self.d1(x)))))


def mk(net=None, opt=None, lr=0.1, **kw):
    net = net or BNNet()
    opt = opt or nn.Momentum(net.trainable_params(), lr, 0.9)
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt,
                      metrics={"acc": Accuracy(), "loss": Loss()}, **kw)


def stats(net):
    return (net.bn.moving_mean.asnumpy().round(5).tolist(), net.bn.moving_variance.asnumpy().round(5).tolist(),
            net.training, net.bn.training)


def bn_run(sink=False, epochs=2, ss=-1, **kw):
    net, m = mk(**kw)
    m.train(epochs, data(), dataset_sink_mode=sink, sink_size=ss)
    a = stats(net)
    e = m.eval(data(), dataset_sink_mode=sink)
    b = stats(net)
    return a, e, b, str(net.d1.weight.dtype), str(net.bn.moving_mean.dtype)


case("bn.train_eval", lambda: bn_run())
case("bn.train_eval.sink", lambda: bn_run(True))
case("bn.train_eval.sink.ss1", lambda: bn_run(True, ss=1))
case("bn.O2", lambda: bn_run(amp_level="O2"))
case("bn.O2.sink", lambda: bn_run(True, amp_level="O2"))
case("bn.O3", lambda: bn_run(amp_level="O3"))
case("bn.O2.keep_bn_false", lambda: bn_run(amp_level="O2", keep_batchnorm_fp32=False))
case("bn.O3.keep_bn_true", lambda: bn_run(amp_level="O3", keep_batchnorm_fp32=True))
case("bn.O1", lambda: bn_run(amp_level="O1"))
case("bn.momentum0.5", lambda: bn_run(net=BNNet(momentum=0.5)))
case("bn.no_affine", lambda: bn_run(net=BNNet(affine=False)))
case("bn.use_batch_stats_false", lambda: bn_run(net=BNNet(use_batch_statistics=False)))
case("bn.use_batch_stats_true", lambda: bn_run(net=BNNet(use_batch_statistics=True)))


def eval_first():
    net, m = mk()
    e1 = m.eval(data())
    s1 = stats(net)
    m.train(1, data())
    return e1, s1, stats(net), m.eval(data())


case("bn.eval_first", eval_first)


def predict_after():
    net, m = mk()
    m.train(1, data())
    p = m.predict(Tensor(xs(2)))
    return p, net.training


case("bn.predict_after_train", predict_after)


def drop_eval():
    net, m = mk(net=BNNet(drop=True))
    e = [m.eval(data()) for _ in range(2)]
    return e, net.drop.training


case("drop.eval_deterministic", drop_eval)


# learning rates seen by callbacks
class LR(Callback):
    def __init__(self):
        super().__init__()
        self.lrs = []

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        opt = cb.optimizer
        lr = opt.get_lr()
        if isinstance(lr, (tuple, list)):
            self.lrs.append(tuple(round(float(v.asnumpy()), 6) for v in lr))
        else:
            self.lrs.append((str(lr.dtype), tuple(lr.shape), round(float(lr.asnumpy()), 6)))


def lr_run(opt_fn, sink=False, epochs=2):
    net = BNNet()
    opt = opt_fn(net)
    _, m = mk(net=net, opt=opt)
    cb = LR()
    m.train(epochs, data(), callbacks=[cb], dataset_sink_mode=sink)
    return cb.lrs, net.d2.weight.asnumpy()[0].round(5).tolist(), type(opt.learning_rate).__name__


case("lr.list", lambda: lr_run(lambda n: nn.Momentum(n.trainable_params(), [0.1, 0.05, 0.02, 0.01], 0.9)))
case("lr.list.sink", lambda: lr_run(lambda n: nn.Momentum(n.trainable_params(), [0.1, 0.05, 0.02, 0.01], 0.9), True))
case("lr.tensor1d", lambda: lr_run(lambda n: nn.SGD(n.trainable_params(), Tensor(np.array([0.1, 0.05, 0.02, 0.01], np.float32)))))
case("lr.cosine", lambda: lr_run(lambda n: nn.Adam(n.trainable_params(), nn.cosine_decay_lr(0.0, 0.1, 4, 2, 2))))
case("lr.schedule_cell", lambda: lr_run(lambda n: nn.Momentum(n.trainable_params(), nn.ExponentialDecayLR(0.1, 0.5, 2), 0.9)))
case("lr.schedule_cell.sink", lambda: lr_run(lambda n: nn.Momentum(n.trainable_params(), nn.ExponentialDecayLR(0.1, 0.5, 2, True), 0.9), True))
case("lr.warmup", lambda: lr_run(lambda n: nn.SGD(n.trainable_params(), nn.WarmUpLR(0.1, 3))))
case("lr.group", lambda: lr_run(lambda n: nn.Momentum([{"params": n.d1.trainable_params(), "lr": 0.01},
                                                      {"params": n.d2.trainable_params(), "weight_decay": 0.1},
                                                      {"params": n.bn.trainable_params()}], 0.1, 0.9)))
case("lr.group_dyn", lambda: lr_run(lambda n: nn.Momentum([{"params": n.d1.trainable_params(), "lr": [0.1, 0.05, 0.02, 0.01]},
                                                          {"params": n.d2.trainable_params() + n.bn.trainable_params()}], [0.2, 0.1, 0.1, 0.1], 0.9)))
case("lr.list_short", lambda: lr_run(lambda n: nn.Momentum(n.trainable_params(), [0.1, 0.05], 0.9)))
case("lr.adamw_wd", lambda: lr_run(lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01, weight_decay=0.1)))
case("lr.sgd_nesterov", lambda: lr_run(lambda n: nn.SGD(n.trainable_params(), 0.1, momentum=0.9, nesterov=True, weight_decay=0.01)))


# the checkpoint training leaves
def ckpt_keys(opt_fn, level="O0", sink=False, integrated=True):
    d = tempfile.mkdtemp()
    net = BNNet()
    _, m = mk(net=net, opt=opt_fn(net), amp_level=level)
    cfg = CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2, integrated_save=integrated)
    m.train(2, data(), callbacks=[ModelCheckpoint("t", d, cfg)], dataset_sink_mode=sink)
    files = sorted(f for f in os.listdir(d) if f.endswith(".ckpt"))
    pd = ms.load_checkpoint(os.path.join(d, files[-1]))
    return files, [(k, str(v.dtype), tuple(v.shape)) for k, v in pd.items()]


case("ck.momentum", lambda: ckpt_keys(lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9)))
case("ck.adam", lambda: ckpt_keys(lambda n: nn.Adam(n.trainable_params(), 0.01)))
case("ck.adam.O2", lambda: ckpt_keys(lambda n: nn.Adam(n.trainable_params(), 0.01), "O2"))
case("ck.adam.O3", lambda: ckpt_keys(lambda n: nn.Adam(n.trainable_params(), 0.01), "O3"))
case("ck.sgd_dyn", lambda: ckpt_keys(lambda n: nn.SGD(n.trainable_params(), [0.1, 0.1, 0.05, 0.05])))
case("ck.group", lambda: ckpt_keys(lambda n: nn.Momentum([{"params": n.d1.trainable_params(), "lr": 0.01},
                                                           {"params": n.d2.trainable_params() + n.bn.trainable_params()}], 0.1, 0.9)))
case("ck.schedule", lambda: ckpt_keys(lambda n: nn.Momentum(n.trainable_params(), nn.ExponentialDecayLR(0.1, 0.5, 2), 0.9)))
case("ck.sink", lambda: ckpt_keys(lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9), sink=True))
case("ck.adamwd", lambda: ckpt_keys(lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01)))
case("ck.rmsprop", lambda: ckpt_keys(lambda n: nn.RMSProp(n.trainable_params(), 0.01, centered=True)))
case("ck.adagrad", lambda: ckpt_keys(lambda n: nn.Adagrad(n.trainable_params(), learning_rate=0.01)))
case("ck.ftrl", lambda: ckpt_keys(lambda n: nn.FTRL(n.trainable_params())))


def resume(opt_fn, strict=False, level="O0"):
    d = tempfile.mkdtemp()
    net = BNNet()
    _, m = mk(net=net, opt=opt_fn(net), amp_level=level)
    m.train(1, data(), callbacks=[ModelCheckpoint("r", d, CheckpointConfig(save_checkpoint_steps=2))])
    pd = ms.load_checkpoint(os.path.join(d, "r-1_2.ckpt"))
    net2 = BNNet()
    opt2 = opt_fn(net2)
    r1 = ms.load_param_into_net(net2, pd, strict_load=strict)
    r2 = ms.load_param_into_net(opt2, pd, strict_load=strict)
    _, m2 = mk(net=net2, opt=opt2)
    m2.train(1, data())
    m.train(1, data())
    return (sorted(r1[0]), sorted(r1[1]), sorted(r2[0]), sorted(r2[1]),
            np.abs(net.d1.weight.asnumpy() - net2.d1.weight.asnumpy()).max() < 1e-6,
            net2.bn.moving_mean.asnumpy().round(5).tolist())


case("rs.momentum", lambda: resume(lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9)))
case("rs.momentum.strict", lambda: resume(lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9), True))
case("rs.adam", lambda: resume(lambda n: nn.Adam(n.trainable_params(), 0.01)))
case("rs.adam.O2", lambda: resume(lambda n: nn.Adam(n.trainable_params(), 0.01), level="O2"))
case("rs.dyn_lr", lambda: resume(lambda n: nn.SGD(n.trainable_params(), [0.1, 0.1, 0.05, 0.05])))
