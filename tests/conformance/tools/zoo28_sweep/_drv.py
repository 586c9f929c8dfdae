"""zoo28_sweep driver helper (README.md): the same code under msgraph and MindSpore; ZMODE=pynative|graph, ZOUT=path.pkl."""
import os, sys, pickle, atexit, traceback
import numpy as np
import mindspore as ms
MODE = os.environ.get("ZMODE", "pynative")
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)
OUT = {}

def _np(v):
    if isinstance(v, (list, tuple)):
        return [_np(x) for x in v]
    if isinstance(v, dict):
        return {k: _np(x) for k, x in v.items()}
    if hasattr(v, "asnumpy"):
        a = np.array(v.asnumpy(), copy=True)
        return ("T", str(v.dtype), a)
    if isinstance(v, np.ndarray):
        return ("A", str(v.dtype), v)
    return v

def out(label, v):
    OUT[label] = _np(v)
    print("OUT", label, flush=True)

def guard(label, fn, *a, **k):
    try:
        r = fn(*a, **k)
        return r
    except Exception as e:
        OUT[label + ":ERR"] = (type(e).__name__, str(e)[:300])
        print("ERR", label, type(e).__name__, str(e)[:2000], flush=True)
        traceback.print_exc()
        return None

def pattern(n, k):
    return ((np.arange(n, dtype=np.float64) * 0.6180339887498949 + 0.1 * k + 0.05) % 1.0) * 2.0 - 1.0

def set_weights(net, scale=1.0):
    params = sorted(net.parameters_and_names(), key=lambda kv: kv[1].name)
    for k, (_, p) in enumerate(params):
        shape = tuple(p.shape)
        n = int(np.prod(shape)) if shape else 1
        u = pattern(n, k).reshape(shape)
        name = p.name
        if len(shape) > 1:
            arr = scale * u * np.sqrt(3.0 / int(np.prod(shape[1:])))
        elif name.endswith("gamma") or name.endswith("variance") or name.endswith("weight"):
            arr = 1.0 + 0.2 * np.abs(u)
        else:
            arr = 0.1 * u
        p.set_data(ms.Tensor(arr.astype(p.asnumpy().dtype)))
    return [(p.name, tuple(p.shape), str(p.dtype), p.requires_grad) for _, p in params]

def data(*shape, k=0, dtype=np.float32):
    n = int(np.prod(shape))
    x = np.sin(np.arange(n, dtype=np.float64) * 0.37 + k) + 0.5 * np.cos(np.arange(n, dtype=np.float64) * 0.011)
    return x.reshape(shape).astype(dtype)

def weights(label, net):
    out(label, {p.name: np.array(p.asnumpy(), copy=True) for p in net.get_parameters()})

@atexit.register
def _dump():
    path = os.environ.get("ZOUT")
    if path:
        with open(path, "wb") as f:
            pickle.dump(OUT, f)
