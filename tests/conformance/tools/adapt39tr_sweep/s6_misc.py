"""s6: ModelCheckpoint with callable prefix / directory (ut utils/test_callback custom_checkpoint_dir_and_prefix),
keep_checkpoint_max over files already in the directory, safetensors rotation, Model argument checks for train /
eval / fit (dataset_sink_mode / sink_size kinds: ut train/test_dataset_helper), DatasetHelper, Model.train with
epochs given as numpy / bool, Model.predict backends, amp.build_train_network outputs (ut train/test_amp),
eval of a Model built with eval_network only."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Model, DatasetHelper
from mindspore.train.callback import CheckpointConfig, ModelCheckpoint, LossMonitor
from _h import case

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)


def data(batch=4):
    return ds.NumpySlicesDataset((X, Y), ["data", "label"], shuffle=False).batch(batch)


def dense():
    w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
    return nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")


def model(metrics=None, **kw):
    net = dense()
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics=metrics, **kw)


def walk(d):
    out = []
    for root, _, files in os.walk(d):
        out += [os.path.relpath(os.path.join(root, f), d) for f in files]
    return sorted(out)


def mc(prefix, directory, epochs=2, sink=False, **cfg):
    base = tempfile.mkdtemp()
    cwd = os.getcwd()
    os.chdir(base)
    try:
        _, m = model()
        cb = ModelCheckpoint(prefix=prefix, directory=directory, config=CheckpointConfig(**cfg))
        m.train(epochs, data(), callbacks=[cb], dataset_sink_mode=sink)
        return walk(base), os.path.relpath(cb.latest_ckpt_file_name, base) if cb.latest_ckpt_file_name else None
    finally:
        os.chdir(cwd)


pf = lambda cb: str(cb.cur_step_num) + "_custom_file"  # noqa: E731
df = lambda cb: "./custom_ckpt"  # noqa: E731
dfe = lambda cb: f"./ep{cb.cur_epoch_num}"  # noqa: E731
case("mc_callable_both", lambda: mc(pf, df, save_checkpoint_steps=2))
case("mc_callable_dir", lambda: mc("p", df, save_checkpoint_steps=2))
case("mc_callable_prefix", lambda: mc(pf, "./ck", save_checkpoint_steps=2))
case("mc_callable_dir_epoch", lambda: mc("p", dfe, save_checkpoint_steps=3))
case("mc_callable_keep1", lambda: mc(pf, "./ck", save_checkpoint_steps=1, keep_checkpoint_max=1))
case("mc_callable_sink", lambda: mc(pf, df, sink=True))
case("mc_dir_none", lambda: mc("p", None, save_checkpoint_steps=3))
case("mc_dir_nested", lambda: mc("p", "./a/b/c", save_checkpoint_steps=3))


def prefilled(keep, names, fmt="ckpt"):
    d = tempfile.mkdtemp()
    for n in names:
        open(os.path.join(d, n), "wb").close()
    _, m = model()
    cb = ModelCheckpoint(prefix="p", directory=d, config=CheckpointConfig(save_checkpoint_steps=1,
                                                                          keep_checkpoint_max=keep, format=fmt))
    m.train(2, data(), callbacks=[cb], dataset_sink_mode=False)
    return sorted(os.listdir(d))


case("pre_other_prefix", lambda: prefilled(2, ["q-1_1.ckpt", "q-1_2.ckpt"]))
case("pre_same_prefix", lambda: prefilled(2, ["p-1_1.ckpt", "p-9_9.ckpt"]))
case("pre_same_prefix_txt", lambda: prefilled(2, ["p-1_1.txt", "p_3-1_1.ckpt"]))
case("pre_sf_rotation", lambda: prefilled(2, [], fmt="safetensors"))
case("pre_sf_same_prefix", lambda: prefilled(2, ["p-1_1.safetensors"], fmt="safetensors"))
case("pre_breakpoint", lambda: prefilled(2, ["p-1_1_breakpoint.ckpt"]))

# argument kinds of train / eval / fit
for nm, kw in [("sink_str", dict(dataset_sink_mode="True")), ("sink_int", dict(dataset_sink_mode=1)),
               ("sink_size_bool", dict(dataset_sink_mode=True, sink_size=True)),
               ("sink_size_float", dict(dataset_sink_mode=True, sink_size=1.0)),
               ("sink_size_neg2", dict(dataset_sink_mode=True, sink_size=-2)),
               ("sink_size_nosink_neg2", dict(dataset_sink_mode=False, sink_size=-2)),
               ("sink_size_nosink_3", dict(dataset_sink_mode=False, sink_size=3)),
               ("initial_epoch_neg", dict(initial_epoch=-1)), ("initial_epoch_float", dict(initial_epoch=1.0)),
               ("initial_epoch_eq", dict(initial_epoch=2)), ("epoch_np", dict(epoch=np.int64(2))),
               ("epoch_bool", dict(epoch=True)), ("epoch_neg", dict(epoch=-1))]:
    def tr(kw=kw):
        kw = dict(kw)
        net, m = model()
        m.train(kw.pop("epoch", 2), data(), **kw)
        return net.bias
    case(f"train_{nm}", tr)

for nm, kw in [("sink_str", dict(dataset_sink_mode="True")), ("cb_bad", dict(callbacks=3)),
               ("sink_true", dict(dataset_sink_mode=True))]:
    case(f"eval_{nm}", lambda kw=kw: model(metrics={"acc"})[1].eval(data(), **kw))
for nm, kw in [("valid_freq_float", dict(valid_frequency=1.0)), ("valid_freq_neg", dict(valid_frequency=-1)),
               ("valid_freq_big", dict(valid_frequency=5)), ("valid_sink_str", dict(valid_dataset_sink_mode="x")),
               ("valid_freq_list_bad", dict(valid_frequency=[1, "a"])), ("valid_none", dict(valid_dataset=None))]:
    def ft(kw=kw):
        kw = dict(kw)
        _, m = model(metrics={"acc"})
        vd = kw.pop("valid_dataset", data())
        m.fit(2, data(), vd, **kw)
        return "ok"
    case(f"fit_{nm}", ft)


# DatasetHelper
def dh(**kw):
    h = DatasetHelper(data(), **kw)
    rows = [[t.asnumpy().tolist() for t in r] for r in h]
    return len(rows), rows[0][1], h.sink_size() if hasattr(h, "sink_size") else None


case("dh_default", lambda: dh())
case("dh_nosink", lambda: dh(dataset_sink_mode=False))
case("dh_sink_size2", lambda: dh(dataset_sink_mode=True, sink_size=2))
case("dh_sink_str", lambda: dh(dataset_sink_mode="True"))
case("dh_sink_int", lambda: dh(dataset_sink_mode=1))
case("dh_sink_size_bool", lambda: dh(dataset_sink_mode=True, sink_size=True))
case("dh_sink_size_float", lambda: dh(dataset_sink_mode=True, sink_size=1.0))
case("dh_sink_size_neg", lambda: dh(dataset_sink_mode=True, sink_size=-2))
case("dh_epoch_num2", lambda: dh(dataset_sink_mode=False, epoch_num=2))
case("dh_types_shapes", lambda: (lambda h: (h.types_shapes() if hasattr(h, "types_shapes") else None))(
    DatasetHelper(data(), dataset_sink_mode=False)))

# predict
case("predict_backend_bad", lambda: model()[1].predict(Tensor(X[:2]), backend="ge"))
case("predict_kwargs", lambda: model()[1].predict(Tensor(X[:2]), config={"a": 1}))
case("predict_none", lambda: model()[1].predict(None))
case("predict_tuple", lambda: model()[1].predict((Tensor(X[:2]),)))
case("predict_after_train", lambda: (lambda n_m: (n_m[1].train(1, data(), dataset_sink_mode=False),
                                                  n_m[1].predict(Tensor(X[:2]))))(model()))


# amp.build_train_network
def amp_net(level, loss=True, **kw):
    net = dense()
    lossf = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean") if loss else None
    inner = net if loss else nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    t = ms.amp.build_train_network(inner, nn.Momentum(net.trainable_params(), 0.1, 0.9), lossf, level=level, **kw)
    outs = [t(Tensor(X[:4]), Tensor(Y[:4])) for _ in range(2)]
    return type(t).__name__, outs, net.weight


for lvl in ["O0", "O1", "O2", "O3"]:
    case(f"amp_{lvl}", lambda lvl=lvl: amp_net(lvl))
    case(f"amp_{lvl}_noloss", lambda lvl=lvl: amp_net(lvl, loss=False))
case("amp_O2_fixed", lambda: amp_net("O2", loss_scale_manager=ms.FixedLossScaleManager(64.0, drop_overflow_update=False)))
case("amp_O2_fixed_drop", lambda: amp_net("O2", loss_scale_manager=ms.FixedLossScaleManager(64.0)))
case("amp_O0_keepbn", lambda: amp_net("O0", keep_batchnorm_fp32=False))
case("amp_bad_kw", lambda: amp_net("O2", foo=1))
case("amp_bad_lsm", lambda: amp_net("O2", loss_scale_manager=3))
case("amp_bad_level_type", lambda: amp_net(2))
case("amp_cast_model_type", lambda: amp_net("O0", cast_model_type=ms.float16))
case("amp_cast_model_bad", lambda: amp_net("O0", cast_model_type=ms.int32))
