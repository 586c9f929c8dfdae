"""Automatic differentiation, both modes, in one package.

Modules, by the layer each sits at (imports go downward only):

* ``sweep``        -- the bprop contract (:func:`~msgraph.autodiff.sweep.call_bprop`), the adjoint
                      store and the reverse sweep both modes run.  Imports only ``errors``.
* ``tape``         -- PyNative recording (ops level: ``ops.registry.apply`` records through it) and
                      the eager reverse pass over the recorded nodes.
* ``loop_tape``    -- internal ops (ops level) that replay a ``while`` loop backwards.
* ``grad``         -- the user API: GradOperation, grad, value_and_grad (above ops, like ``nn``).
* ``grad_call``    -- lowering of gradient calls in graph code to ``grad`` nodes (front-end level).
* ``custom_bprop`` -- Cells with a ``bprop`` in graph code (lowering: front end; backward: passes).
* ``expand``       -- the ``expand_grad`` pass: ``grad`` nodes to forward + backward IR (passes level).

The user API is re-exported here.  (``grad.py`` imports nothing from ``ops`` at module level, so
``ops.registry`` importing ``autodiff.tape`` loads nothing that imports ``ops``.)
"""
from .grad import (  # noqa: F401
    GradFunction, GradOperation, check_cell_bprop_signature, get_grad, grad, is_tensor_arg, value_and_grad,
)
