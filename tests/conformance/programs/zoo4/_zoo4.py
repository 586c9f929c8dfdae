"""Shared by the zoo4 programs (a copy of zoo3's helpers, plus the train.py flow helpers): deterministic weights and inputs (the same under MindSpore and msgraph).

Every Parameter, in sorted name order, is set from a golden-ratio sequence over ``np.arange``
(computed in float64, then cast): weights get a uniform spread of variance 1/fan_in, BatchNorm /
LayerNorm gammas and moving variances stay near 1, biases, betas and moving means near 0.
"""
import numpy as np
import mindspore as ms


def pattern(n, k):
    """n values in [-1, 1): a quasi-random sequence, shifted per parameter index k."""
    return ((np.arange(n, dtype=np.float64) * 0.6180339887498949 + 0.1 * k + 0.05) % 1.0) * 2.0 - 1.0


def set_weights(net, scale=1.0):
    params = sorted(net.parameters_and_names(), key=lambda kv: kv[1].name)
    for k, (_, p) in enumerate(params):
        shape = tuple(p.shape)
        n = int(np.prod(shape)) if shape else 1
        u = pattern(n, k).reshape(shape)
        name = p.name
        if len(shape) > 1:
            fan_in = int(np.prod(shape[1:]))
            arr = scale * u * np.sqrt(3.0 / fan_in)
        elif name.endswith("gamma") or name.endswith("variance"):
            arr = 1.0 + 0.2 * np.abs(u)
        else:  # bias, beta, moving mean
            arr = 0.1 * u
        p.set_data(ms.Tensor(arr.astype(p.asnumpy().dtype)))
    return [p.name for _, p in params]


def image(batch, channels, h, w=None):
    w = h if w is None else w
    n = batch * channels * h * w
    x = np.sin(np.arange(n, dtype=np.float64) * 0.37) + 0.5 * np.cos(np.arange(n, dtype=np.float64) * 0.011)
    return ms.Tensor(x.reshape(batch, channels, h, w).astype(np.float32))


def head(t, k=48):
    """The first k values of a Tensor, flattened (keeps the records small)."""
    return t.asnumpy().ravel()[:k]


class StepLoss(ms.train.Callback):
    """A custom Callback, as the zoo's train.py scripts write them: reads cb_params at each step/epoch end."""

    def __init__(self):
        super(StepLoss, self).__init__()
        self.steps = []
        self.epochs = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        loss = cb.net_outputs
        if isinstance(loss, (tuple, list)):
            loss = loss[0]
        self.steps.append((cb.cur_epoch_num, cb.cur_step_num, float(np.asarray(loss.asnumpy()).ravel()[0])))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.epochs.append((cb.cur_epoch_num, cb.epoch_num, cb.batch_num))


def checkpoint_names(directory):
    """The checkpoint files a ModelCheckpoint wrote (sorted; the .meta graph files are left out)."""
    import os
    return sorted(f for f in os.listdir(directory) if f.endswith(".ckpt"))
