# train.OnRequestExit: with MS_ENABLE_GRACEFUL_EXIT=1 a SIGTERM during Model.train stops at the next step and
# saves <dir>/rank_0/<name>_train.ckpt (+ epoch/step/global_step) and .mindir; a later train loads it; eval
# stops after the signal and saves <name>_eval.*.  FlopsUtilizationCollector's argument checks and its
# Graph-mode-only rule.
import os
import signal
import shutil
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore import dataset as ds
from mindspore.train import Model, Callback, OnRequestExit, FlopsUtilizationCollector
from _conf import emit, emit_error

os.environ["MS_ENABLE_GRACEFUL_EXIT"] = "1"


def data():
    x = np.arange(48, dtype=np.float32).reshape(12, 4) / 48.0
    y = (np.arange(12) % 3).astype(np.int32)
    return ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=False).batch(2)


def model():
    w = np.arange(12, dtype=np.float32).reshape(3, 4) / 10.0 - 0.5
    net = nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    return Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy"})


class Kill(Callback):
    """Send SIGTERM to this process at one step (deterministic stand-in for an external signal)."""

    def __init__(self, at):
        self.at = at
        self.seen = []

    def on_train_step_end(self, run_context):
        p = run_context.original_args()
        self.seen.append((p.cur_epoch_num, p.cur_step_num))
        if p.cur_step_num == self.at:
            os.kill(os.getpid(), signal.SIGTERM)

    def on_eval_step_end(self, run_context):
        p = run_context.original_args()
        self.seen.append(p.cur_step_num)
        if p.cur_step_num == self.at:
            os.kill(os.getpid(), signal.SIGTERM)


old = signal.getsignal(signal.SIGTERM)
d = tempfile.mkdtemp()
try:
    m = model()
    kill = Kill(4)
    exit_cb = OnRequestExit(save_ckpt=True, file_name="Net", directory=d)
    m.train(5, data(), callbacks=[kill, exit_cb], dataset_sink_mode=False)
    emit("train_steps_seen", kill.seen)
    files = sorted(os.listdir(os.path.join(d, "rank_0")))
    emit("train_files", files)
    ck = ms.load_checkpoint(os.path.join(d, "rank_0", "Net_train.ckpt"))
    emit("train_ckpt_keys", sorted(ck))
    emit("train_ckpt_weight", ck["weight"], rtol=1e-5, atol=1e-6)
    emit("train_graceful_exit", ck["graceful_exit"])

    m2 = model()
    kill2 = Kill(3)
    exit_cb2 = OnRequestExit(save_ckpt=True, file_name="Net", directory=d)
    m2.eval(data(), callbacks=[kill2, exit_cb2], dataset_sink_mode=False)
    emit("eval_steps_seen", kill2.seen)
    emit("eval_files", sorted(os.listdir(os.path.join(d, "rank_0"))))
    emit("eval_loaded_weight", m2.predict_network.weight if hasattr(m2, "predict_network") else
         m2.eval_network.network.weight if hasattr(m2.eval_network, "network") else None, rtol=1e-5, atol=1e-6)

    emit_error("bad_save_ckpt", OnRequestExit, save_ckpt=1, directory=d)
    emit_error("bad_sig", OnRequestExit, sig="x", directory=d)
    emit_error("sigkill", OnRequestExit, sig=signal.SIGKILL, directory=d)
finally:
    signal.signal(signal.SIGTERM, old)
    shutil.rmtree(d)
    del os.environ["MS_ENABLE_GRACEFUL_EXIT"]

emit_error("flops_bad_size", FlopsUtilizationCollector, 0)
emit_error("flops_bad_flag", FlopsUtilizationCollector, 4, full_flops=1)
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("flops_pynative", model().train, 1, data(), callbacks=[FlopsUtilizationCollector(6)])
