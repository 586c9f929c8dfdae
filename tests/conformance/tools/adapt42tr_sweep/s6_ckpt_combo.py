"""Checkpoints a training run leaves, read back the way train.py / eval.py scripts read them: ModelCheckpoint with
format="safetensors", append_info, saved_network, keep_checkpoint_max over both formats; load_checkpoint with
choice_func / specify_prefix / filter_prefix on an optimizer-bearing file; load_param_into_net's returned lists with
strict_load and remove_redundancy; save_checkpoint of Cells with Parameters of 0-d / float16 / int / bool dtypes."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig
import mindspore.dataset as ds
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=2):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def net3():
    return nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                    bias_init="zeros")


def run(fmt="ckpt", keep=3, append=None, saved=None, steps=2, epochs=2, sink=False, opt_state=True):
    d = tempfile.mkdtemp()
    net = net3()
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 0.01))
    kw = {}
    if append is not None:
        kw["append_info"] = append
    if saved is not None:
        kw["saved_network"] = saved(net)
    cfg = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=keep, format=fmt,
                           exception_save=False, **kw)
    m.train(epochs, data(), callbacks=[ModelCheckpoint("m", d, cfg)], dataset_sink_mode=sink)
    files = sorted(os.listdir(d))
    last = sorted(f for f in files if f.endswith("." + fmt))[-1]
    return d, files, os.path.join(d, last), net


def summary(pd):
    return [(k, type(v).__name__, str(v.dtype), tuple(v.shape)) for k, v in pd.items()]


case("mc.ckpt", lambda: (lambda r: (r[1], summary(ms.load_checkpoint(r[2]))))(run()))
case("mc.safetensors", lambda: (lambda r: (r[1], summary(ms.load_checkpoint(r[2], format="safetensors"))))(
    run("safetensors")))
case("mc.append_epoch_step", lambda: (lambda r: summary(ms.load_checkpoint(r[2])) +
                                      [(k, float(v.asnumpy())) for k, v in ms.load_checkpoint(r[2]).items()
                                       if k in ("epoch_num", "step_num")])(run(append=["epoch_num", "step_num"])))
case("mc.append_dict", lambda: (lambda r: [(k, str(v.dtype), v.asnumpy().tolist()) for k, v in
                                           ms.load_checkpoint(r[2]).items() if "." not in k and k not in
                                           ("beta1_power", "beta2_power", "global_step", "learning_rate")])(
    run(append=["epoch_num", {"lr": 0.01, "name": 3, "f": True}])))
case("mc.append_sf", lambda: (lambda r: summary(ms.load_checkpoint(r[2], format="safetensors")))(
    run("safetensors", append=["epoch_num", "step_num"])))
case("mc.saved_network", lambda: (lambda r: (r[1], summary(ms.load_checkpoint(r[2]))))(run(saved=lambda n: n)))
case("mc.keep1.sf", lambda: run("safetensors", keep=1)[1])
case("mc.sink.sf", lambda: run("safetensors", sink=True)[1])


def loads(**kw):
    r = run()
    pd = ms.load_checkpoint(r[2], **kw)
    return sorted(pd)


case("ld.choice_moment", lambda: loads(choice_func=lambda n: n.startswith("moment1")))
case("ld.choice_none", lambda: loads(choice_func=lambda n: False))
case("ld.specify", lambda: loads(specify_prefix="moment"))
case("ld.specify_tuple", lambda: loads(specify_prefix=("weight", "bias")))
case("ld.filter", lambda: loads(filter_prefix=["moment", "beta"]))
case("ld.filter_str", lambda: loads(filter_prefix="moment1"))
case("ld.specify_filter", lambda: loads(specify_prefix="moment", filter_prefix="moment2"))
case("ld.choice_specify", lambda: loads(choice_func=lambda n: True, specify_prefix="weight"))
case("ld.filter_empty_str", lambda: loads(filter_prefix=""))
case("ld.specify_list_int", lambda: loads(specify_prefix=[1]))


def lp(strict=False, drop=(), extra=None, rename=None, **kw):
    r = run()
    pd = ms.load_checkpoint(r[2])
    for k in drop:
        pd.pop(k)
    if extra:
        pd.update(extra)
    if rename:
        pd = {rename + k: v for k, v in pd.items()}
    n = net3()
    out = ms.load_param_into_net(n, pd, strict_load=strict, **kw)
    return [sorted(x) for x in out], type(out).__name__, [type(x).__name__ for x in out]


case("lp.plain", lambda: lp())
case("lp.strict", lambda: lp(True))
case("lp.drop_bias", lambda: lp(drop=("bias",)))
case("lp.drop_bias.strict", lambda: lp(True, drop=("bias",)))
case("lp.extra", lambda: lp(extra={"zz": Parameter(Tensor(np.ones(2, np.float32)), name="zz")}))
case("lp.prefixed", lambda: lp(rename="net."))
case("lp.prefixed.strict", lambda: lp(True, rename="net."))
case("lp.remove_redundancy", lambda: lp(remove_redundancy=True))


class Mixed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = Parameter(Tensor(np.float32(2.5)), name="s")
        self.h = Parameter(Tensor(np.arange(3, dtype=np.float16)), name="h")
        self.i = Parameter(Tensor(np.arange(4, dtype=np.int32).reshape(2, 2)), name="i", requires_grad=False)
        self.b = Parameter(Tensor(np.array([True, False])), name="b", requires_grad=False)
        self.l = Parameter(Tensor(np.array(7, np.int64)), name="l", requires_grad=False)
        self.d = Parameter(Tensor(np.array([1.5, 2.5], np.float64)), name="d")

    def construct(self, x):
        return x


def mixed_rt(fmt):
    d = tempfile.mkdtemp()
    p = os.path.join(d, "x." + fmt)
    ms.save_checkpoint(Mixed(), p, format=fmt)
    pd = ms.load_checkpoint(p, format=fmt)
    n = Mixed()
    for q in n.get_parameters():
        q.set_data(Tensor(np.zeros(q.shape, q.asnumpy().dtype)))
    r = ms.load_param_into_net(n, pd)
    return [(k, str(v.dtype), v.asnumpy().tolist(), v.requires_grad) for k, v in pd.items()], r, \
        [(q.name, q.asnumpy().tolist()) for q in n.get_parameters()]


case("mixed.ckpt", lambda: mixed_rt("ckpt"))
case("mixed.safetensors", lambda: mixed_rt("safetensors"))
