"""Shared by the zoo5 programs (zoo3/zoo4's helpers, plus loading the deterministic weights through a
checkpoint dict: ``load_param_into_net`` as the zoo's train.py does for ``pre_trained``)."""
import os
import sys

import numpy as np
import mindspore as ms

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "zoo3"))
sys.path.insert(0, os.path.join(HERE, "..", "zoo4"))
from _zoo3 import head, image, pattern, set_weights  # noqa: E402,F401
from _zoo4 import StepLoss, checkpoint_names  # noqa: E402,F401


def weight_dict(net, scale=1.0):
    """zoo3's deterministic values for every Parameter of net, as a {name: Parameter} checkpoint dict."""
    out = {}
    params = sorted(net.parameters_and_names(), key=lambda kv: kv[1].name)
    for k, (_, p) in enumerate(params):
        shape = tuple(p.shape)
        n = int(np.prod(shape)) if shape else 1
        u = pattern(n, k).reshape(shape)
        name = p.name
        if len(shape) > 1:
            arr = scale * u * np.sqrt(3.0 / int(np.prod(shape[1:])))
        elif name.endswith("gamma") or name.endswith("variance"):
            arr = 1.0 + 0.2 * np.abs(u)
        else:
            arr = 0.1 * u
        out[name] = ms.Parameter(ms.Tensor(arr.astype(p.asnumpy().dtype)), name=name)
    return out


def load_weights(net, scale=1.0):
    """Loads weight_dict(net) with ms.load_param_into_net; returns what it reports as not loaded."""
    return ms.load_param_into_net(net, weight_dict(net, scale))


def losses_of(text):
    """The 'epoch: e step: s' prefixes of LossMonitor's printed lines (the loss values are emitted apart)."""
    return [l.split("loss is")[0].strip() for l in text.splitlines() if "loss is" in l]
