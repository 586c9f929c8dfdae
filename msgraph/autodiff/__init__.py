"""Automatic differentiation, both modes, in one package.

Modules, by the layer each sits at (imports go downward only):

* ``sweep``        -- the bprop contract (:func:`~msgraph.autodiff.sweep.call_bprop`), the adjoint
                      store and the reverse sweep both modes run.  Imports only ``errors``.
* ``tape``         -- PyNative recording and the eager reverse pass (ops level: ``ops.registry.apply``
                      records through it).
* ``loop_tape``    -- internal ops that replay a ``while`` loop backwards (ops level).
* ``grad``         -- the user API: GradOperation, grad, value_and_grad.  It imports nothing above
                      ``ops`` (``ops`` re-exports it, as MindSpore's ``ops.GradOperation``).
* ``grad_call``    -- lowering of gradient calls in graph code to ``grad`` nodes (front-end level).
* ``custom_bprop`` -- Cells with a ``bprop`` in graph code (front-end level).
* ``expand``       -- the ``expand_grad`` pass: ``grad`` nodes to forward + backward IR (passes level).

The front-end and pass modules are imported only by the front end and the pass manager, never here.
"""
from .grad import (  # noqa: F401
    GradFunction, GradOperation, check_cell_bprop_signature, get_grad, grad, is_tensor_arg, value_and_grad,
)
