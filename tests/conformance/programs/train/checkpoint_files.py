"""ModelCheckpoint's files (names, the _N prefix rule, keep_checkpoint_max, latest file) and the
checkpoints' contents read back with load_checkpoint / load_param_into_net."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import CheckpointConfig, Model, ModelCheckpoint
from _conf import emit, emit_error
from _data import batches

x = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.5, -0.5], [-1.0, 0.25], [0.75, 0.5]], np.float32)
y = np.array([[1.0], [0.0], [0.5], [0.25], [-1.0], [0.5]], np.float32)


def make():
    net = nn.Dense(2, 1, weight_init=ms.Tensor(np.array([[0.5, -0.5]], np.float32)), bias_init="zeros")
    return net, Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=0.25))


def ckpts(d):
    return sorted(f for f in os.listdir(d) if f.endswith(".ckpt"))


with tempfile.TemporaryDirectory() as d:
    net, model = make()
    cb = ModelCheckpoint(prefix="net", directory=d, config=CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=3))
    model.train(2, batches(x, y, 2), callbacks=[cb])
    emit("files_kept", ckpts(d))
    emit("latest", os.path.basename(cb.latest_ckpt_file_name))
    loaded = ms.load_checkpoint(cb.latest_ckpt_file_name)
    emit("saved_weight", loaded["weight"])
    emit("saved_weight_is_trained", bool(np.allclose(loaded["weight"].asnumpy(), net.weight.asnumpy())))
    cb2 = ModelCheckpoint(prefix="net", directory=d, config=CheckpointConfig(save_checkpoint_steps=100))
    make()[1].train(1, batches(x, y, 3), callbacks=[cb2])
    emit("second_prefix_files", ckpts(d))
    cb3 = ModelCheckpoint(prefix="net", directory=d)
    make()[1].train(1, batches(x, y, 6), callbacks=[cb3])
    emit("third_prefix", os.path.basename(cb3.latest_ckpt_file_name))

    fresh = nn.Dense(2, 1)
    not_loaded, unused = ms.load_param_into_net(fresh, ms.load_checkpoint(cb.latest_ckpt_file_name))
    emit("load_into_fresh_not_loaded", not_loaded)
    emit("load_into_fresh_used", [n for n in ("weight", "bias") if n not in unused])
    emit("fresh_weight", fresh.weight)
    emit_error("shape_mismatch", ms.load_param_into_net, nn.Dense(2, 3), ms.load_checkpoint(cb.latest_ckpt_file_name))

    p = os.path.join(d, "extra")
    ms.save_checkpoint(net, p, append_dict={"epoch_num": 2, "lr": 0.25, "note": "hi"})
    back = ms.load_checkpoint(p + ".ckpt")
    emit("append_keys", sorted(back))
    emit("append_values", (back["epoch_num"], back["lr"], back["note"]))
    emit("filter_prefix", sorted(ms.load_checkpoint(p + ".ckpt", filter_prefix=["epoch", "lr", "note"])))
    ms.save_checkpoint(net, os.path.join(d, "st"), format="safetensors")
    emit("safetensors_keys", sorted(ms.load_checkpoint(os.path.join(d, "st.safetensors"), format="safetensors")))
    emit_error("missing_file", ms.load_checkpoint, os.path.join(d, "nope.ckpt"))
    with open(os.path.join(d, "bad.ckpt"), "wb") as f:
        f.write(b"\x0a\x20garbage")
    emit_error("corrupt_file", ms.load_checkpoint, os.path.join(d, "bad.ckpt"))
    for f in os.listdir(d):
        os.chmod(os.path.join(d, f), 0o600)

import copy  # noqa: E402

net, _ = make()
snapshot = copy.deepcopy(net.parameters_dict())
emit("deepcopy_keeps_parameters", sorted((k, type(v).__name__, v.name) for k, v in snapshot.items()))
net.weight.set_data(ms.Tensor(np.zeros((1, 2), np.float32)))
emit("load_deepcopied", ms.load_param_into_net(net, snapshot))
emit("restored_weight", net.weight)

# a custom training loop driving ModelCheckpoint by hand (a model-zoo pattern, e.g. for GANs)
from mindspore.train.callback import RunContext, _InternalCallbackParam  # noqa: E402

with tempfile.TemporaryDirectory() as d:
    net, _ = make()
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.25))
    cb = ModelCheckpoint(prefix="gan", directory=d, config=CheckpointConfig(save_checkpoint_steps=2,
                                                                            keep_checkpoint_max=10))
    cb_params = _InternalCallbackParam()
    cb_params.train_network = net
    cb_params.epoch_num = 2
    cb_params.batch_num = 3
    cb_params.cur_step_num = 0
    run_context = RunContext(cb_params)
    cb.begin(run_context)
    for epoch in range(2):
        cb_params.cur_epoch_num = epoch + 1
        for i in range(3):
            train_net(ms.Tensor(x[2 * i:2 * i + 2]), ms.Tensor(y[2 * i:2 * i + 2]))
            cb_params.cur_step_num += 1
            cb.step_end(run_context)
    cb.end(run_context)
    emit("manual_loop_files", ckpts(d))
    emit("manual_loop_keys", sorted(ms.load_checkpoint(cb.latest_ckpt_file_name)))
    for f in os.listdir(d):
        os.chmod(os.path.join(d, f), 0o600)
