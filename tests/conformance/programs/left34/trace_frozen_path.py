"""``jit(capture_mode="trace")`` (MindSpore 2.10, graph/jit_trace.py): the first call per argument key (shapes, dtypes,
Python scalars by value, and whether a PyNative gradient is taken) runs the function as Python and traces its ops;
later calls with that key run the traced graph, so a Python ``if`` / ``while`` on a Tensor value and ``int(t)`` /
``t.item()`` keep what the first call read, the user's Python ``print`` runs only when the function is traced, and
``ops.Print`` prints on every call (twice on the first: the trace, then the graph).  In GRAPH_MODE ``ms.grad`` of a
trace function (or of a Cell whose construct is one) is its RuntimeError, and a Cell whose construct is a trace
function compiles it as 'ast' (called as a Cell: ``cell_frozen`` takes the other branch there).  (st compiler/trace variants.)"""
import threading

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
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


@ms.jit(capture_mode="trace")
def branch(x):
    if x.sum() > 0:
        return x * 2
    return x - 10


check("branch_first_pos", branch, f32(1.0, 2.0))
check("branch_neg_same_key", branch, f32(-1.0, -2.0))
check("branch_neg_new_shape", branch, f32(-1.0, -2.0, -3.0))
check("branch_pos_frozen_neg", branch, f32(1.0, 2.0, 3.0))
check("branch_int_dtype_new_key", branch, Tensor(np.array([-1, -2], np.int32)))
check("branch_2d_new_key", branch, Tensor(np.array([[-1.0, -2.0]], np.float32)))


@ms.jit(capture_mode="trace")
def loop_and_int(x):
    y = x * 1
    while y.sum() < 10:
        y = y * 2
    k = int(x.sum())
    return y + k


check("loop_first", loop_and_int, f32(1.0, 2.0))
check("loop_frozen_count_and_int", loop_and_int, f32(3.0, 4.0))
check("loop_new_shape", loop_and_int, f32(3.0, 4.0, 5.0))


@ms.jit(capture_mode="trace")
def by_item(x, n):
    if n > 1:
        return x * n + x[0].item()
    return x + n


check("scalar_key_3", by_item, f32(1.0, 2.0), 3)
check("scalar_key_0", by_item, f32(1.0, 2.0), 0)
check("scalar_key_2p5_item", by_item, f32(5.0, 2.0), 2.5)


class BranchNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = Tensor(1.0, ms.float32)

    @ms.jit(capture_mode="trace")
    def construct(self, x, y):
        if (x * y).sum() > 0:
            return x * y + self.k
        return x - y


net = BranchNet()
check("cell_first", net, f32(1.0, 2.0), f32(3.0, 4.0))
check("cell_frozen", net, f32(-1.0, 2.0), f32(3.0, -4.0))
check("cell_other_instance", BranchNet(), f32(-1.0, 2.0), f32(3.0, -4.0))


@ms.jit(capture_mode="trace")
def prints(x):
    print("python print while tracing")
    ops.Print()("ops print", x.sum())
    return x + 1


def two_calls(x):
    a = prints(x)
    b = prints(x * 2)
    return a, b


out = emit_stdout("print_first_and_replay", lambda: in_thread(two_calls, f32(1.0, 2.0)))


@ms.jit(capture_mode="trace")
def square_or_triple(x):
    if x.sum() > 0:
        return x * x
    return x * 3


if ms.get_context("mode") == ms.PYNATIVE_MODE:
    check("grad_first_pos", lambda x: ms.grad(square_or_triple)(x), f32(1.0, 2.0))
    check("grad_frozen_neg", lambda x: ms.grad(square_or_triple)(x), f32(-1.0, -2.0))
    check("call_without_grad_is_its_own_key", square_or_triple, f32(-1.0, -2.0))
else:
    check("grad_fn_refused", lambda x: ms.grad(square_or_triple)(x), f32(1.0, 2.0))
    check("grad_cell_refused", lambda x: ms.grad(BranchNet())(x, x), f32(1.0, 2.0))
    check("call_graph_mode", square_or_triple, f32(-1.0, -2.0))
    check("call_graph_mode_frozen", square_or_triple, f32(1.0, 2.0))


@ms.jit(capture_mode="trace")
def with_default(x, y=Tensor(np.array([2.0], np.float32))):
    if x.sum() > 0:
        return x * y
    return x - y


check("keyword_first", lambda: with_default(f32(1.0), y=f32(3.0)))
check("positional_same_key_frozen", lambda: with_default(f32(-1.0), f32(3.0)))
check("default_own_key", lambda: with_default(f32(-1.0)))
check("default_frozen", lambda: with_default(f32(1.0)))
