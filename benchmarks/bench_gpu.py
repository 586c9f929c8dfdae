"""GPU timings: W1 (elementwise chain, 4M and 16M float32) and an MLP forward + MSE loss (4096x1024x1024x256),
msgraph PyNative / Graph O1 on the CPU (Numba) / Graph O1 with ``device_target="GPU"`` (Numba CUDA) against PyTorch
on the CPU and the GPU.  Medians of 25 (W1) or 10 (MLP) calls after 3 warm-ups; prints one line per row and writes
``$OUT/bench.json`` (or /tmp/bench.json).  Needs a CUDA GPU, Numba's CUDA target and torch; ``SMALL=1`` with
``NUMBA_ENABLE_CUDASIM=1`` runs tiny shapes on the simulator (a smoke test of the script itself).

    PYTHONPATH=. python benchmarks/bench_gpu.py

msgraph's GPU graphs copy their inputs to the device and their results back at every call (Tensors live on the
host), so the fair PyTorch row is "host in/out"; "device resident" shows what keeping data on the GPU would give.
"""
import json, os, sys, time
import numpy as np
import msgraph as ms
from msgraph import ops
from msgraph.codegen import backend

R = {}

def med(f, n=25, warm=3, sync=None):
    for _ in range(warm):
        f()
    ts = []
    for _ in range(n):
        if sync: sync()
        t = time.perf_counter(); f()
        if sync: sync()
        ts.append(time.perf_counter() - t)
    return float(np.median(ts))

def w1_fn(x):
    return ops.relu(x * 1.5 + 0.3) * ops.sigmoid(x) + ops.tanh(x) * 0.5

def mlp(x, w1_, b1, w2, y):
    h = ops.relu(ops.matmul(x, w1_) + b1)
    o = ops.matmul(h, w2)
    return ((o - y) * (o - y)).mean()

def compiled(fn, args, target):
    ms.set_context(device_target=target)
    jf = ms.jit(fn, jit_level="O1")
    with backend.sync_compile():
        t = time.perf_counter(); out = jf(*args); first = time.perf_counter() - t
    backend.wait_for_kernels()
    return jf, out, first

import torch
GPU = torch.cuda.is_available()
tsync = torch.cuda.synchronize if GPU else None
SMALL = os.environ.get("SMALL") == "1"
for n in ((1 << 10,) if SMALL else (1 << 22, 1 << 24)):
    xn = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    x = ms.Tensor(xn)
    key = f"W1 n={n}"
    want = w1_fn(x).asnumpy()
    R[key + " PyNative CPU"] = med(lambda: w1_fn(x))
    jc, oc, fc = compiled(w1_fn, [x], "CPU")
    R[key + " Graph O1 CPU"] = med(lambda: jc(x))
    jg, og, fg = compiled(w1_fn, [x], "GPU")
    R[key + " Graph O1 GPU first call s"] = fg
    err = float(np.max(np.abs(og.asnumpy() - want)))
    R[key + " GPU max abs err vs PyNative"] = err
    R[key + " Graph O1 GPU (host in/out)"] = med(lambda: jg(x))
    ms.set_context(device_target="CPU")
    xt = torch.from_numpy(xn)
    tf = lambda a: torch.relu(a * 1.5 + 0.3) * torch.sigmoid(a) + torch.tanh(a) * 0.5
    R[key + " torch CPU"] = med(lambda: tf(xt))
    if GPU:
        xg = xt.cuda()
        R[key + " torch GPU (device resident)"] = med(lambda: tf(xg), sync=tsync)
        R[key + " torch GPU (host in/out)"] = med(lambda: tf(xt.cuda()).cpu(), sync=tsync)
    print(key, "done", flush=True)

rng = np.random.default_rng(1)
B, D, H, O = (16, 8, 8, 4) if SMALL else (4096, 1024, 1024, 256)
arrs = [rng.standard_normal(s).astype(np.float32) * 0.05 for s in [(B, D), (D, H), (H,), (H, O), (B, O)]]
args = [ms.Tensor(a) for a in arrs]
key = f"MLP {B}x{D}x{H}x{O}"
want = float(mlp(*args).asnumpy())
R[key + " PyNative CPU"] = med(lambda: mlp(*args), n=10)
jc, oc, fc = compiled(mlp, args, "CPU")
R[key + " Graph O1 CPU"] = med(lambda: jc(*args), n=10)
jg, og, fg = compiled(mlp, args, "GPU")
R[key + " GPU rel err"] = abs(float(og.asnumpy()) - want) / abs(want)
R[key + " Graph O1 GPU first call s"] = fg
R[key + " Graph O1 GPU (host in/out)"] = med(lambda: jg(*args), n=10)
ms.set_context(device_target="CPU")
ta = [torch.from_numpy(a) for a in arrs]
tm = lambda x, w1_, b1, w2, y: (((torch.relu(x @ w1_ + b1) @ w2) - y) ** 2).mean()
R[key + " torch CPU"] = med(lambda: tm(*ta), n=10)
if GPU:
    R[key + " torch GPU (host in/out)"] = med(lambda: tm(*[a.cuda() for a in ta]).cpu(), n=10, sync=tsync)
if GPU:
    tg = [a.cuda() for a in ta]
    R[key + " torch GPU (device resident)"] = med(lambda: tm(*tg), n=10, sync=tsync)
for k, v in R.items():
    print(f"{k}: {v:.6g}")
json.dump(R, open(os.path.join(os.environ.get("OUT", "/tmp"), "bench.json"), "w"), indent=1)
