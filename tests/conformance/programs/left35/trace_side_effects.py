"""``jit(capture_mode="trace")`` runs the function's Python once per argument key (MindSpore 2.10's graph/jit_trace.py
traces the ops of the first call; later calls with that key run the traced graph): a list append, a global counter,
an attribute update or a Python ``print`` inside happens once per key, a Parameter read keeps the value it had when
traced (``set_data`` later is not seen), another Tensor read is read as it is (``c[0] = 5`` later is seen), and the
traced ops (slices, in-place writes of a local, boolean-mask indexing, masked_select, argmax, casts) run on the new
inputs.  (st compiler/trace variants.)"""
import threading

import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_error, emit_stdout


def in_thread(fn, *args):
    """Calls ``fn`` on a fresh thread's stack: MindSpore's trace reads the source line of every caller frame,
    which the conformance harness's ``runpy`` frames do not have."""
    out = []

    def work():
        try:
            out.append(("ok", fn(*args)))
        except Exception as e:   # noqa: BLE001  (the class is the record)
            out.append(("err", e))

    th = threading.Thread(target=work)
    th.start()
    th.join()
    return out[0]


def check(label, fn, *args):
    kind, v = in_thread(fn, *args)
    if kind == "err":
        def fail():
            raise v
        emit_error(label, fail)
    else:
        emit(label, v)


def f32(*v):
    return Tensor(np.array(v, np.float32))


log = []
counter = [0]


@ms.jit(capture_mode="trace")
def effects(x, y):
    log.append(len(log))
    counter[0] += 1
    print("tracing effects")
    z = x * 2 + y
    if z.sum() > 0:
        z = z - 1
    return z * int(x.sum())


def run_effects():
    a, b = f32(1.0, 2.0), f32(3.0, 4.0)
    r = [effects(a, b), effects(-a, b), effects(a, -b)]
    n1 = (len(log), counter[0])
    g = f32(1.0, 2.0, 3.0)
    r.append(effects(g, g))
    return r, n1, (len(log), counter[0])


emit_stdout("effects_once_per_key", lambda: in_thread(run_effects))
check("effects_counts", lambda: (len(log), counter[0]))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 3.0), name="w")
        self.k = 1

    @ms.jit(capture_mode="trace")
    def construct(self, x):
        self.k += 1
        return x * self.w + self.k


def run_net():
    n = Net()
    a = f32(1.0, 2.0)
    r = [n(a)]
    n.w.set_data(f32(5.0, 5.0))
    r.append(n(a))
    r.append(n(f32(3.0, 4.0)))
    return r, n.k


check("cell_attr_and_parameter_frozen", run_net)

wg = Parameter(f32(2.0, 3.0), name="wg")
cg = f32(1.0, 1.0)


@ms.jit(capture_mode="trace")
def reads(x):
    return x * wg + cg


def run_reads():
    a = f32(1.0, 2.0)
    r = [reads(a)]
    wg.set_data(f32(5.0, 5.0))
    cg[0] = 5
    r.append(reads(a))
    return r


check("parameter_frozen_tensor_live", run_reads)

calls = []


@ms.jit(capture_mode="trace")
def indexing(x):
    calls.append("indexing")
    y = x[1:] * 2
    z = x + 0
    z[0] = 7
    m = x[x > 0]
    return ops.concat((y, m)), z, x[0], ops.argmax(x), x.sum() / 2


@ms.jit(capture_mode="trace")
def masked(x, y):
    calls.append("masked")
    s = ops.masked_select(x, y > 0)
    return s * 2, ops.stack([x, y]).max(axis=0), ops.where(x > y, x, y), x.astype(ms.int32)


def run_indexing():
    a, b = f32(1.0, -2.0, 3.0), f32(-3.0, 4.0, 5.0)
    r = [indexing(t) for t in (a, b, a)]
    r += [masked(a, b), masked(b, a)]
    return r, list(calls)


check("replayed_ops", run_indexing)


@ms.jit(capture_mode="trace")
def acts(x):
    calls.append("acts")
    return ops.relu(x).sum() * 3


def run_grad():
    a, b = f32(1.0, -2.0, 3.0), f32(-3.0, 4.0, 5.0)
    n0 = len(calls)
    return ms.grad(acts)(a), ms.grad(acts)(b), acts(a), acts(b), len(calls) - n0


check("grad_replayed", run_grad)
