"""The one loop over a Cell's backward hooks, shared by PyNative (``nn/_backward_hooks.py``) and graph code
(``frontend/cell_hooks.py``), which differ only in how a hook is called (directly, or lowered into the graph)."""
from __future__ import annotations

from typing import Any, Callable

#: the Cell attribute holding each kind of backward hook (its ``register_*`` method's dict)
BACKWARD_HOOKS = "_backward_hooks"            # hook(cell, grad_input, grad_output) -> new grad_input | None
BACKWARD_PRE_HOOKS = "_backward_pre_hooks"    # hook(cell, grad_output) -> new grad_output | None


def as_grad_tuple(g: Any) -> tuple:
    return tuple(g) if isinstance(g, (tuple, list)) else (g,)


def run_backward_hooks(cell: Any, kind: str, grads: tuple, grad_output: tuple,
                       call: Callable[[Any, tuple], Any], graph: bool = False) -> tuple:
    """``grads`` through each of the Cell's hooks of ``kind`` in order, each called as ``call(fn, args)``; a
    result that is not None replaces them (checked as MindSpore 2.10 checks it: ``_check_hook_result``)."""
    for fn in list(cell.__dict__.get(kind, {}).values()):
        r = call(fn, (cell, grads, grad_output) if kind == BACKWARD_HOOKS else (cell, grads))
        if r is not None:
            grads = _check_hook_result(kind, r, grads, graph)
    return grads


def _check_hook_result(kind: str, r: Any, grads: tuple, graph: bool) -> tuple:
    """A backward (pre) hook's result, as MindSpore 2.10 takes it: a Tensor or a tuple of as many Tensors as the
    gradients it replaces (a list is one value, not a tuple).  A tuple of another length is a TypeError
    ("The backward hook return value size is 2 not equal to expect grad input size 1"; Graph mode: "... not
    equal to input size 1", quoted); a value that is not a Tensor (None, a number, a list) a TypeError ("should
    be a tensor but got NoneType"; Graph mode: the TypeError of the gradient's next operator); in PyNative a
    Tensor of another shape or dtype than the gradient it replaces a ValueError ("is not consistent with the
    expected", Graph mode: the next operator's error)."""
    from ..errors import BpropError, GradError
    from .tensor import Tensor

    new = r if isinstance(r, tuple) else (r,)
    pre = kind == BACKWARD_PRE_HOOKS
    if len(new) != len(grads):
        what = "backward pre hook" if pre else "backward hook"
        if graph:
            raise BpropError(f"'The {what} return value size is {len(new)} not equal to input size {len(grads)}'")
        raise BpropError(f"The {what} return value size is {len(new)} not equal to expect "
                        f"{'output' if pre else 'grad input'} size {len(grads)}")
    func = "hook_backward_pre_grad" if pre else "hook_backward_grad"
    for g, old in zip(new, grads):
        if old is None or type(old) in (int, float):   # an input the gradient does not reach (or a number input's
            continue                                      # zero in Graph mode): MindSpore takes the value unchecked
        if g is None or isinstance(g, (bool, int, float, list, tuple, dict, str)):
            if graph:
                raise BpropError(f"For the gradient returned by a backward hook, the type '{type(g).__name__}' does "
                                f"not match expected type 'Tensor'.")
            raise BpropError(f"The output type of function: {func} should be a tensor but got {type(g).__name__}.")
        if (not graph and isinstance(g, Tensor) and isinstance(old, Tensor)
                and (tuple(g.shape) != tuple(old.shape) or g.dtype != old.dtype)):
            def desc(t: Any) -> str:
                return "Tensor shape:[[const vector]{" + ", ".join(str(d) for d in t.shape) + "}]" + str(t.dtype)

            raise GradError(f"The output type of function: {func} is not consistent with the expected, it should "
                             f"be {desc(old)}, but got {desc(g)}")
    return new
