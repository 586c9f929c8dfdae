"""zoo51_sweep: shared start of every new driver (zoo47_sweep's _z47, zoo46_sweep's _z46: tools/_toolkit.py's zoo_start with the
earlier sweeps' module stubs and zoo46_sweep's ``stubs/`` (gensim). ``from _z51 import *`` gives zoo28_sweep's _drv helpers (out, guard, set_weights,
data, weights), PERT, NSTEP and ``train_record``."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))   # tests/conformance/tools
from _toolkit import NSTEP, PERT, train_record, zoo_start  # noqa: E402,F401

sys.path.pop(0)
zoo_start('zoo30_sweep', 'zoo31_sweep', 'zoo32_sweep', 'zoo33_sweep')
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo46_sweep", "stubs"))   # gensim (the LSTM's imdb.py)
sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs"))   # nnmnkwii, tqdm, ... (wavenet)
from _drv import *  # noqa: E402,F401,F403


def set_trainable_weights(net, scale=1.0):
    """_drv.set_weights, then the Parameters that are not trainable (masks, one-hot index tables, BatchNorm
    statistics the zoo computes) put back as the network built them."""
    keep = {p.name: p.asnumpy().copy() for p in net.get_parameters() if not p.requires_grad}
    names = set_weights(net, scale)
    for p in net.get_parameters():
        if p.name in keep:
            p.set_data(ms.Tensor(keep[p.name]))
    return names


def grads(label, net, *inputs):
    """ms.grad of net (the loss cell) with respect to its trainable parameters, stored by name."""
    params = net.trainable_params()
    g = guard(label, ms.grad(net, grad_position=None, weights=params), *inputs)
    if g is not None:
        out(label, {p.name: v for p, v in zip(params, g)})
    return g


def steps(label, step, batches):
    """Run a train-step cell over batches (tuples), storing each step's output."""
    step.set_train(True)
    res = [guard(label, step, *b) for b in batches]
    out(label, res)
    return res
