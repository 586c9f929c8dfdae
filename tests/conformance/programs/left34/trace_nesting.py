"""One level of nesting between ``jit(capture_mode="trace")`` and 'ast' jit (MindSpore 2.10, st compiler/trace
test_nested_trace_4 / test_nested_ast_4 variants): an 'ast' graph calling a trace function that calls an 'ast' jit
function, or an 'ast' graph compiled while a trace function runs that calls a trace function, is the RuntimeError "The
maximum nesting level for using the jit trace and jit ast decorators is one."; a trace calling an 'ast' function, an
'ast' graph calling a trace function, and a trace calling an 'ast' graph already compiled run."""
import threading

import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def in_thread(fn, *args):
    """MindSpore's trace reads the source line of every caller frame (not the harness's ``runpy`` frames)."""
    out = []

    def work():
        try:
            out.append(("ok", fn(*args)))
        except Exception as e:   # noqa: BLE001
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


@ms.jit
def a_mul(x, y):
    return x * y


@ms.jit(capture_mode="trace")
def t_mul(x, y):
    return x * y


@ms.jit(capture_mode="trace")
def t_calls_ast(x, y):
    return a_mul(x + 1, y)


@ms.jit
def a_calls_trace(x, y):
    return t_mul(x + 1, y)


@ms.jit
def a_calls_t_calls_ast(x, y):
    return t_calls_ast(x, y) + 1


@ms.jit(capture_mode="trace")
def t_calls_a_calls_trace(x, y):
    return a_calls_trace(x, y) + 1


@ms.jit
def a2_calls_trace(x, y):
    return t_mul(x - 1, y)


@ms.jit(capture_mode="trace")
def t_calls_fresh_a_calls_trace(x, y):
    return a2_calls_trace(x, y) + 1


@ms.jit
def a_calls_a(x, y):
    return a_mul(x, y) + 1


@ms.jit(capture_mode="trace")
def t_calls_a_calls_a(x, y):
    return a_calls_a(x, y) + 1


check("trace_calls_ast", t_calls_ast, Tensor(1), Tensor(3))
check("ast_calls_trace", a_calls_trace, Tensor(1), Tensor(3))
check("trace_cached_ast_trace", t_calls_a_calls_trace, Tensor(1), Tensor(3))
check("trace_ast_ast", t_calls_a_calls_a, Tensor(1), Tensor(3))
# errors last: after an error inside a trace run MindSpore refuses every later trace ("Should not use jit_block and
# jit_trace at the same time."; its _using_trace flag stays set)
check("ast_trace_ast", a_calls_t_calls_ast, Tensor(1), Tensor(3))
check("trace_fresh_ast_trace", t_calls_fresh_a_calls_trace, Tensor(2), Tensor(3))
