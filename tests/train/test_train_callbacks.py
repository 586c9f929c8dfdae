"""Callbacks: MindSpore's printed formats, the hook protocol, ModelCheckpoint's files and options."""
import os
import re

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.train import (Callback, CheckpointConfig, EarlyStopping, LambdaCallback, LossMonitor, Model,
                           ModelCheckpoint, ReduceLROnPlateau, RunContext, TimeMonitor)
from msgraph.train.callback import _CallbackManager, _InternalCallbackParam

X = (np.arange(24, dtype=np.float32).reshape(12, 2) - 12) / 12
Y = (X @ np.array([[1.0], [-0.5]], np.float32) + 0.25).astype(np.float32)


def batches(n=2):
    return [(X[i:i + n], Y[i:i + n]) for i in range(0, len(X), n)]


def make(lr=0.05):
    net = nn.Dense(2, 1, weight_init=ms.Tensor(np.array([[0.5, 0.25]], np.float32)), bias_init="zeros")
    return net, Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=lr),
                      metrics={"loss": nn.Loss()})


def test_loss_monitor_format_and_per_print_times(capsys):
    _, model = make()
    model.train(2, batches(), callbacks=LossMonitor(4))
    lines = capsys.readouterr().out.splitlines()
    assert [re.sub(r"loss is .*", "", line) for line in lines] == [
        "epoch: 1 step: 4, ", "epoch: 2 step: 2, ", "epoch: 2 step: 6, "]
    for line in lines:
        float(line.split("loss is ")[1])   # a Python float's repr
    with pytest.raises(ValueError):
        LossMonitor(-1)
    with pytest.raises(TypeError):
        LossMonitor(1.5)


def test_loss_monitor_stops_on_nan():
    cb = _InternalCallbackParam(cur_epoch_num=1, cur_step_num=3, batch_num=2, dataset_sink_mode=False,
                                net_outputs=ms.Tensor(np.array(np.nan, np.float32)))
    with pytest.raises(ValueError, match="In epoch: 1 step: 1, loss is NAN or INF"):
        LossMonitor().step_end(RunContext(cb))


def test_time_monitor_format(capsys):
    _, model = make()
    model.train(1, batches(), callbacks=TimeMonitor())
    out = capsys.readouterr().out
    assert re.fullmatch(r"Train epoch time: \d+\.\d{3} ms, per step time: \d+\.\d{3} ms\n", out), out
    model.train(1, batches(), callbacks=TimeMonitor(data_time=True))
    assert re.fullmatch(r"Train epoch time: [\d.]+ ms, per step time: [\d.]+ ms \(data time: \d+\.\d{3} ms\)\n",
                        capsys.readouterr().out)


def test_hooks_in_order_and_context_managers():
    log = []

    class Rec(Callback):
        def __enter__(self):
            log.append("enter")
            return self

        def __exit__(self, *err):
            log.append("exit")

        def on_train_begin(self, rc):
            log.append("train_begin")

        def on_train_epoch_begin(self, rc):
            log.append("epoch_begin")

        def on_train_step_begin(self, rc):
            log.append("step_begin")

        def on_train_step_end(self, rc):
            log.append("step_end")

        def on_train_epoch_end(self, rc):
            log.append("epoch_end")

        def on_train_end(self, rc):
            log.append("train_end")

    _, model = make()
    model.train(1, batches(6), callbacks=Rec())
    assert log == ["enter", "train_begin", "epoch_begin", "step_begin", "step_end", "step_begin", "step_end",
                   "epoch_end", "train_end", "exit"]
    with pytest.raises(TypeError):
        _CallbackManager(3)
    cb = _InternalCallbackParam()
    cb.cur_step_num = 3
    assert cb["cur_step_num"] == 3 and cb.get("missing") is None
    with pytest.raises(KeyError):     # MindSpore 2.10's InternalCallbackParam: a dict lookup
        cb.missing


def test_eval_hooks_and_lambda_callback():
    seen = []
    lam = LambdaCallback(on_eval_begin=lambda rc: seen.append(("begin", rc.original_args().mode)),
                         on_eval_step_end=lambda rc: seen.append(rc.original_args().cur_step_num),
                         on_eval_end=lambda rc: seen.append(sorted(rc.original_args().metrics)))
    _, model = make()
    model.eval(batches(4), callbacks=[lam])
    assert seen == [("begin", "eval"), 1, 2, 3, ["loss"]]


def test_model_checkpoint_names_keep_max_and_suffix(tmp_path):
    d = str(tmp_path)
    cfg = CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2)
    cb = ModelCheckpoint(prefix="net", directory=d, config=cfg)
    make()[1].train(2, batches(4), callbacks=cb)   # 3 steps per epoch: saves at 2, 4, 6
    assert sorted(os.listdir(d)) == ["net-2_1.ckpt", "net-2_3.ckpt"]
    assert cb.latest_ckpt_file_name == os.path.join(os.path.realpath(d), "net-2_3.ckpt")
    assert ModelCheckpoint(prefix="net", directory=d)._prefix == "net_1"
    assert ModelCheckpoint(prefix="other", directory=d)._prefix == "other"


def test_model_checkpoint_saves_the_trained_network(tmp_path):
    net, model = make()
    cb = ModelCheckpoint(prefix="m", directory=str(tmp_path),
                         config=CheckpointConfig(save_checkpoint_steps=100, append_info=["epoch_num", "step_num",
                                                                                         {"tag": "x"}]))
    model.train(2, batches(), callbacks=cb)
    assert os.listdir(tmp_path) == ["m-2_6.ckpt"]   # only the final save
    back = ms.load_checkpoint(cb.latest_ckpt_file_name)
    np.testing.assert_array_equal(back["weight"].asnumpy(), net.weight.asnumpy())
    assert int(back["epoch_num"].asnumpy()) == 2 and int(back["step_num"].asnumpy()) == 12 and back["tag"] == "x"


def test_model_checkpoint_callables_saved_network_and_safetensors(tmp_path):
    net, model = make()
    cfg = CheckpointConfig(save_checkpoint_steps=3, saved_network=net, format="safetensors")
    cb = ModelCheckpoint(prefix=lambda cb: f"step{cb.cur_step_num}", directory=lambda cb: str(tmp_path / "sub"),
                         config=cfg)
    model.train(1, batches(), callbacks=cb)
    assert sorted(os.listdir(tmp_path / "sub")) == ["step3.safetensors", "step6.safetensors"]
    assert set(ms.load_checkpoint(str(tmp_path / "sub" / "step6.safetensors"), format="safetensors")) == \
        {"weight", "bias"}
    with pytest.raises(ValueError):
        CheckpointConfig(format="safetensors", crc_check=True)


def test_checkpoint_config_rules():
    cfg = CheckpointConfig(save_checkpoint_steps=0, save_checkpoint_seconds=10, keep_checkpoint_max=0,
                           keep_checkpoint_per_n_minutes=1)
    assert cfg.save_checkpoint_seconds == 10 and cfg.keep_checkpoint_max == 0
    assert cfg.keep_checkpoint_per_n_minutes == 1
    assert CheckpointConfig(save_checkpoint_steps=3, save_checkpoint_seconds=10).save_checkpoint_seconds is None
    with pytest.raises(TypeError):
        CheckpointConfig(append_info="epoch_num")
    with pytest.raises(TypeError):
        CheckpointConfig(append_info=[{"a": 1}, {"b": 2}])
    with pytest.raises(ValueError):
        CheckpointConfig(async_save="later")


def test_early_stopping_restores_best_weights(capsys):
    net, model = make(lr=5.0)   # diverges: the first epoch is the best
    best = {}

    class Snap(Callback):
        def on_train_epoch_end(self, rc):
            if rc.original_args().cur_epoch_num == 1:
                best["w"] = net.weight.asnumpy().copy()

    es = EarlyStopping(monitor="loss", patience=2, restore_best_weights=True, verbose=True)
    model.train(10, batches(), callbacks=[Snap(), es])
    assert es.stopped_epoch == 3
    np.testing.assert_array_equal(net.weight.asnumpy(), best["w"])
    out = capsys.readouterr().out
    assert "Restoring model weights from the end of the best epoch." in out and "Epoch 00003: early stopping" in out


def test_reduce_lr_on_plateau_prints_and_respects_min_lr(capsys):
    _, model = make()
    rl = ReduceLROnPlateau(monitor="loss", factor=0.5, patience=0, min_delta=100.0, min_lr=0.02, verbose=True)
    model.train(3, batches(), callbacks=rl)
    assert float(model._optimizer.learning_rate.asnumpy()) == pytest.approx(0.02)
    # the lines MindSpore 2.10 prints for this run (epoch 1 only sets the best value)
    assert capsys.readouterr().out.splitlines() == ["Epoch 00002: ReduceLROnPlateau reducing learning rate to 0.025.",
                                                    "Epoch 00003: ReduceLROnPlateau reducing learning rate to 0.02."]


class _Boom(Callback):
    def on_train_step_end(self, run_context):
        if run_context.original_args().cur_step_num == 8:
            raise ValueError("boom")


@pytest.mark.parametrize("exception_save", [True, False])
def test_exception_save_writes_breakpoint_checkpoint(tmp_path, exception_save):
    # step 8 of 6 per epoch is epoch 2, step 2 of that epoch
    net, model = make()
    cb = ModelCheckpoint("b", str(tmp_path), CheckpointConfig(save_checkpoint_steps=100, exception_save=exception_save))
    with pytest.raises(ValueError, match="boom"):
        model.train(2, batches(), callbacks=[cb, _Boom()])
    files = sorted(f for f in os.listdir(tmp_path) if f.endswith(".ckpt"))
    assert files == (["b-2_2_breakpoint.ckpt"] if exception_save else [])
    if exception_save:
        saved = ms.load_checkpoint(str(tmp_path / files[0]))
        np.testing.assert_array_equal(saved["weight"].asnumpy(), net.weight.asnumpy())
