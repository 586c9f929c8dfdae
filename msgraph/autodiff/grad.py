"""Gradient transformations: ``ops.GradOperation``, ``ms.grad`` and ``ms.value_and_grad``.

Each returns a :class:`GradFunction`.  Calling it in PyNative mode runs the
function on the eager tape (:mod:`msgraph.autodiff.tape`) and replays the ops'
bprop rules; in Graph mode it hands itself to the compiler
(:func:`msgraph.common.hooks.run_graph`).

The *structure* of a gradient call -- which inputs are differentiated, which
Parameters, where the sensitivity comes from, and the exact tuple nesting of
the result -- lives in the methods :meth:`GradFunction.diff_positions`,
:meth:`GradFunction.weight_list`, :meth:`GradFunction.split_sens` and
:meth:`GradFunction.pack`.  The eager path below uses them, and the compiler's
autodiff reuses them, so both modes return the same shapes of results::

    grad_fn = ms.grad(f, grad_position=(0, 1), weights=net.trainable_params())
    args, sens = grad_fn.split_sens(call_args)       # sens is None unless sens_param
    positions = grad_fn.diff_positions(args)         # e.g. [0, 1]
    weights = grad_fn.weight_list()                  # (Parameter, ...)
    ...compute d(out)/d(args[i]) for i in positions and d(out)/d(w) for w in weights...
    result = grad_fn.pack(out, input_grads, weight_grads)   # ((dx, dy), (dw1, dw2))
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from ..common import dtype as _dt
from ..common import hooks
from . import tape as _tape
from ..common.tensor import Parameter, Tensor
from ..common.lambda_source import check_user_lambda
from ..common.tensor_hooks import apply_hooks, hooks_of
from ..common.mutable import is_mutable_container
from ..common.sparse_tensor import sparse_parts, sparse_rebuild
from ..common.tensor_methods import TensorMethods
from ..context import GRAPH_MODE, get_context
from ..errors import ArgumentError, BpropError, GradError, GraphRuntimeError

__all__ = ["GradOperation", "GradFunction", "grad", "value_and_grad", "is_tensor_arg"]

KIND_GRAD_OPERATION = "grad_operation"
KIND_GRAD = "grad"
KIND_VALUE_AND_GRAD = "value_and_grad"
_KINDS = (KIND_GRAD_OPERATION, KIND_GRAD, KIND_VALUE_AND_GRAD)


def is_tensor_arg(x: Any) -> bool:
    """True for an input that can be differentiated: an eager Tensor or a symbolic one.

    Python scalars, strings, None and containers (even tuples of Tensors) are
    constants in MindSpore and are skipped.
    """
    return isinstance(x, TensorMethods)


def is_sparse_arg(x: Any) -> bool:
    """A COOTensor / CSRTensor input: MindSpore differentiates its values (the index parts are constants)."""
    return sparse_parts(x) is not None


def _check_bool(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ArgumentError(f"For 'GradOperation', the '{name}' should be bool, but got {type(value).__name__}")
    return value


def primitive_name(fn: Any) -> Optional[str]:
    """The name of ``fn`` when it is a Primitive instance (which MindSpore refuses to differentiate), else None."""
    from ..ops.registry import Primitive

    return getattr(fn, "name", type(fn).__name__) if isinstance(fn, Primitive) else None


class GradOperation:
    """``ops.GradOperation(get_all=False, get_by_list=False, sens_param=False)``.

    ``GradOperation(...)(fn, weights)`` returns a :class:`GradFunction`; calling
    that with ``fn``'s inputs (plus the sensitivity last, when ``sens_param``)
    returns the gradients:

    * default: the gradient of the first input, a bare Tensor;
    * ``get_all``: a tuple over all Tensor inputs (a 1-tuple for one input);
    * ``get_by_list``: a tuple over ``weights`` (a ParameterTuple or list);
    * both: ``((dx, dy), (dw1, dw2))``.
    """

    def __init__(self, get_all: bool = False, get_by_list: bool = False, sens_param: bool = False):
        self.get_all = _check_bool("get_all", get_all)
        self.get_by_list = _check_bool("get_by_list", get_by_list)
        self.sens_param = _check_bool("sens_param", sens_param)

    #: set on ops.vjp's own GradOperation: the forward already ran once (Graph mode drops the
    #: recomputation's Parameter writes; autodiff/grad_call.py)
    reuse_forward = False

    def __call__(self, fn: Callable[..., Any], weights: Any = None) -> "GradFunction":
        gf = GradFunction(fn, KIND_GRAD_OPERATION, get_all=self.get_all, get_by_list=self.get_by_list,
                          sens_param=self.sens_param, weights=weights if self.get_by_list else None)
        gf.reuse_forward = self.reuse_forward
        return gf

    def __repr__(self) -> str:
        return (f"GradOperation(get_all={self.get_all}, get_by_list={self.get_by_list}, "
                f"sens_param={self.sens_param})")


def _check_position(grad_position: Any) -> Any:
    if grad_position is None:
        return None
    if isinstance(grad_position, bool) or not isinstance(grad_position, (int, tuple)):
        # a list too: MindSpore 2.10's _convert_grad_position_type takes an int or a tuple only (adapt36gr)
        raise ArgumentError(f"For 'F.grad', the 'grad_position' must be int or tuple, "
                            f"but got {type(grad_position).__name__}.")
    if isinstance(grad_position, tuple):
        if not grad_position:
            raise GraphRuntimeError("grad_position should not be empty when grad by position!")
        for p in grad_position:
            if isinstance(p, bool) or not isinstance(p, int):
                raise ArgumentError(f"For 'grad', each element of 'grad_position' must be an int, "
                                    f"but got {type(p).__name__}.")
            if p < 0:
                raise GradError(f"For 'grad', 'grad_position' must be non-negative, but got {p}.")
        if len(set(grad_position)) != len(grad_position):   # MindSpore 2.10's check (h-grad26)
            raise ValueError("There are duplicate positions in `grad_position`, please check it")
        return tuple(grad_position)
    if grad_position < 0:
        raise GradError(f"For 'grad', 'grad_position' must be non-negative, but got {grad_position}.")
    return grad_position


def _check_weights(weights: Any, kind: str) -> None:
    if weights is None:
        return
    items = weights if isinstance(weights, (tuple, list)) else (weights,)
    for w in items:
        if not isinstance(w, Parameter):
            where = "GradOperation" if kind == KIND_GRAD_OPERATION else kind
            raise ArgumentError(f"For '{where}', 'weights' must be a Parameter, a ParameterTuple or a list "
                                f"of Parameters, but got an element of type {type(w).__name__}.",
                                hint="pass net.trainable_params() or ms.ParameterTuple(...)")


class GradFunction:
    """A function transformed by GradOperation / grad / value_and_grad.

    Attributes:
        fn: the function or Cell being differentiated.
        kind: ``"grad_operation"``, ``"grad"`` or ``"value_and_grad"``.
        get_all, get_by_list, sens_param: GradOperation's flags (``sens_param`` also for grad).
        grad_position: for grad/value_and_grad: None, an int or a tuple of ints.
        weights: None, a Parameter, or a tuple/list/ParameterTuple of Parameters.
        has_aux, return_ids: grad/value_and_grad options.
    """

    def __init__(self, fn: Callable[..., Any], kind: str, *, get_all: bool = False, get_by_list: bool = False,
                 sens_param: bool = False, grad_position: Any = 0, weights: Any = None, has_aux: bool = False,
                 return_ids: bool = False):
        if kind not in _KINDS:
            raise ValueError(f"unknown gradient kind {kind!r}")
        # Callability is checked when the eager path calls ``fn``: in graph code ``fn`` may be a
        # compiler object standing for a nested def or lambda.
        self.fn = fn
        self.kind = kind
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param
        self.has_aux = has_aux
        self.return_ids = return_ids
        self.weights_list_result = False   # set by graph code that made it with a list of weights (see pack)
        if kind == KIND_GRAD_OPERATION:
            self.grad_position = None
            # get_by_list with weights None: MindSpore differentiates no weight (an empty tuple of them)
        else:
            self.grad_position = _check_position(grad_position)
            if self.grad_position is None and weights is None:
                raise GradError("`grad_position` and `weight` can not be None at the same time.")   # MindSpore's words
        _check_weights(weights, kind)
        self.weights = weights
        self.reuse_forward = False   # ops.vjp's vjp_fn (GradOperation.reuse_forward)
        # a number sens filled to each output's shape (TrainOneStepCell's ``F.fill(loss.dtype, loss.shape, sens)``)
        # instead of MindSpore's PyNative check of a user's number sens against a non-scalar output
        self.fill_number_sens = False
        self.__name__ = f"{kind}({getattr(fn, '__name__', type(fn).__name__)})"

    def __repr__(self) -> str:
        return f"<GradFunction {self.__name__}>"

    # -- structure (shared with the compiler) -------------------------------------------------
    def split_sens(self, args: Sequence[Any]) -> Tuple[tuple, Any]:
        """``(inputs, sens)``: with ``sens_param`` the last positional argument is the sensitivity."""
        args = tuple(args)
        if not self.sens_param:
            return args, None
        if not args:
            # MindSpore 2.10 reads the sens out of the empty positional tuple: PyNative's IndexError (a Graph-mode
            # call: autodiff/grad_call.py's RuntimeError); keywords alone do not count (measured, adapt45left)
            from ..errors import OpIndexError

            raise OpIndexError(f"tuple index out of range: for '{self.kind}' with sens_param=True, the sensitivity "
                               f"must be passed as the last positional argument, but none was given.")
        return args[:-1], args[-1]

    def take_sens(self, args: Sequence[Any], kwargs: dict) -> Tuple[tuple, Any, dict]:
        """``(inputs, sens, kwargs)``: with ``sens_param`` a keyword ``sens`` is the sensitivity (MindSpore, both
        modes), else the last positional argument."""
        if self.sens_param and "sens" in kwargs:
            kwargs = dict(kwargs)
            return tuple(args), kwargs.pop("sens"), kwargs
        inputs, sens = self.split_sens(args)
        return inputs, sens, dict(kwargs)

    @staticmethod
    def merge_kwargs(inputs: Sequence[Any], kwargs: dict) -> Tuple[tuple, Optional[List[str]]]:
        """``(inputs, kw_keys)``: MindSpore 2.10 differentiates keyword arguments as inputs after the positional
        ones, in the order they were given (not the signature's; defaults are not inputs), in both modes
        (recorded: ut_misc5/grad_kwargs).  ``kw_keys`` names the trailing inputs passed by keyword (None: none)."""
        if not kwargs:
            return tuple(inputs), None
        return tuple(inputs) + tuple(kwargs.values()), list(kwargs)

    @staticmethod
    def split_kwargs(inputs: Sequence[Any], kw_keys: Optional[List[str]]) -> Tuple[list, dict]:
        """The call of the function from merged inputs: ``(positional, keyword)``."""
        if not kw_keys:
            return list(inputs), {}
        n = len(inputs) - len(kw_keys)
        return list(inputs[:n]), dict(zip(kw_keys, inputs[n:]))

    def requested_positions(self, nargs: int, graph: bool = False, no_tensor: bool = False) -> List[int]:
        """The positions named by ``grad_position`` (grad/value_and_grad), checked against ``nargs``.

        A position past the inputs is MindSpore's IndexError in Graph mode and RuntimeError in PyNative
        (where a function without any Tensor input just gets no gradient, ``()``)."""
        gp = self.grad_position
        if gp is None:
            return []
        pos = [gp] if isinstance(gp, int) else list(gp)
        for p in pos:
            if p >= nargs:
                msg = f"Position index {p} is exceed input size."
                if graph:
                    raise IndexError(msg)
                if no_tensor:
                    return []
                raise GraphRuntimeError(msg, hint=f"the function got {nargs} positional input(s)")
        return pos

    def diff_positions(self, args: Sequence[Any], is_tensor: Optional[Callable[[Any], bool]] = None,
                       containers: bool = False) -> List[int]:
        """Indices of the positional inputs (sens excluded) whose gradients are returned.

        Only Tensor inputs are differentiated; others (Python scalars, tuples...) are
        skipped.  ``is_tensor`` lets the compiler pass its own predicate (default:
        :func:`is_tensor_arg`, which accepts eager Tensors and symbolic tensors).
        """
        is_t0 = is_tensor or is_tensor_arg

        def is_t(a: Any) -> bool:
            # Graph mode (containers=True) differentiates a container marked by ms.mutable as a whole;
            # MindSpore's PyNative skips it.
            # (its Tensors are variables, also constant ones: MindSpore broadens them)
            return is_t0(a) or is_sparse_arg(a) or (containers and is_mutable_container(a)
                                                    and any(is_tensor_arg(x) for x in _leaves(a)))

        if self.kind == KIND_GRAD_OPERATION:
            if self.get_all:
                return [i for i, a in enumerate(args) if is_t(a)]
            if self.get_by_list:
                return []
            # the first input only: where it is not a Tensor (a number, a plain tuple; in PyNative an ms.mutable
            # container too) MindSpore gives no gradient, an empty tuple, even with Tensors after it (both modes)
            return [0] if args and is_t(args[0]) else []
        # grad_position only at non-Tensor inputs (a Python number): MindSpore returns () (both modes)
        no_tensor = not any(is_t(a) for a in args)
        return [p for p in self.requested_positions(len(args), graph=containers, no_tensor=no_tensor)
                if is_t(args[p])]

    def weight_list(self) -> Tuple[Parameter, ...]:
        """The Parameters whose gradients are returned, as a tuple (empty when none)."""
        w = self.weights
        if w is None:
            return ()
        items = tuple(w) if isinstance(w, (tuple, list)) else (w,)
        _check_weights(items, self.kind)
        return items

    def outputs_to_differentiate(self, outputs: Any) -> Any:
        """The part of ``fn``'s result that is differentiated (the first output with has_aux)."""
        if not self.has_aux:
            return outputs
        if not isinstance(outputs, tuple) or len(outputs) < 2:
            # (a list is one output: MindSpore 2.10 splits only a tuple into value and aux, in both modes)
            def symbolic(v: Any) -> bool:
                return hasattr(v, "aval") and not isinstance(v, Tensor)

            items = list(outputs.values()) if isinstance(outputs, dict) else outputs if isinstance(outputs, list) else []
            if symbolic(outputs) or any(symbolic(v) for v in items):
                # graph code: MindSpore 2.10's compile error
                raise GraphRuntimeError("When has_aux is True, origin fn requires more than one outputs.")
            raise GradError(f"For '{self.kind}' with has_aux=True, the function must return a tuple of at "
                            f"least two outputs, but got {type(outputs).__name__}.")
        if isinstance(outputs[0], Tensor) and all(v is None or type(v) in (bool, int, float, str)
                                                  for v in outputs[1:]):
            # PyNative (an @ms.jit function or a Cell called eagerly too): a tuple whose aux outputs are all Python
            # numbers / None / strings, ``return loss, 3``, is MindSpore 2.10's RuntimeError (its Graph mode
            # computes; adapt42grad/has_aux_number_aux)
            raise GraphRuntimeError("If you set has_aux for grad or value_and_grad, that forward function should "
                                    "be multi output, but got a Tensor and Python scalars only.",
                                    hint="return the aux values as Tensors or inside a tuple / list")
        return outputs[0]

    def aux_of(self, outputs: Any) -> tuple:
        """The auxiliary outputs (everything after the first) when ``has_aux``."""
        if not self.has_aux:
            return ()
        self.outputs_to_differentiate(outputs)
        return tuple(outputs[1:])

    def pack(self, outputs: Any, input_grads: Sequence[Any], weight_grads: Sequence[Any], aux: Any = None,
             positions: Optional[Sequence[int]] = None) -> Any:
        """Build MindSpore's return structure from the computed gradients.

        Args:
            outputs: what ``fn`` returned (used by value_and_grad and for aux).
            input_grads: gradients of the inputs at :meth:`diff_positions`, in order.
            weight_grads: gradients of :meth:`weight_list`, in order.
            aux: the auxiliary outputs (default: derived from ``outputs`` when has_aux).
            positions: the input positions of ``input_grads`` (for return_ids; default:
                the requested ``grad_position``).
        A grad function that graph code made with a list of weights (``weights_list_result``) returns their
        gradients as a list (MindSpore 2.10; a tuple in PyNative and outside graphs; recorded:
        ret_b/grad_weights_list).
        """
        input_grads = tuple(input_grads)
        weight_grads = tuple(weight_grads)
        if self.weights_list_result and not self.return_ids:
            weight_grads = list(weight_grads)   # type: ignore[assignment]
        if self.kind == KIND_GRAD_OPERATION:
            if self.get_by_list and weight_grads and self.weights is not None \
                    and not isinstance(self.weights, (tuple, list)):
                weight_grads = weight_grads[0]  # one Parameter as weights: its gradient alone (MindSpore 2.10)
            if self.get_all and self.get_by_list:
                return (input_grads, weight_grads)
            if self.get_all:
                return input_grads
            if self.get_by_list:
                return weight_grads
            return input_grads[0] if input_grads else ()   # no Tensor input: () as MindSpore

        if self.return_ids:
            if positions is None:
                gp = self.grad_position
                positions = [gp] if isinstance(gp, int) else list(gp or ())
            input_items: tuple = tuple((p, g) for p, g in zip(positions, input_grads))
            names = [w.name for w in self.weight_list()]
            weight_items: tuple = tuple((n, g) for n, g in zip(names, weight_grads))
        else:
            input_items, weight_items = input_grads, weight_grads

        gp = self.grad_position
        if gp is None:
            input_part = None
        elif isinstance(gp, int) or len(input_items) == 1:
            # An int position, and a one-element tuple such as (0,), give a bare gradient.
            input_part = input_items[0] if input_items else ()   # no Tensor there: () as MindSpore
        else:
            input_part = input_items

        if self.weights is None:
            weight_part = None
        elif isinstance(self.weights, Parameter):
            weight_part = weight_items[0]
        else:
            weight_part = weight_items

        if input_part is None:
            grads = weight_part
        elif weight_part is None:
            grads = input_part
        else:
            grads = (input_part, weight_part)

        if self.has_aux and aux is None:
            aux = self.aux_of(outputs)
        if self.kind == KIND_GRAD:
            return (grads, tuple(aux)) if self.has_aux else grads
        value = tuple(outputs) if self.has_aux else outputs
        return (value, grads)

    # -- calling ---------------------------------------------------------------------------
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if get_context("mode") == GRAPH_MODE:
            if kwargs and self.kind in (KIND_GRAD, KIND_VALUE_AND_GRAD):
                # MindSpore 2.10's Graph mode: the function ms.grad / value_and_grad return is a jit function of
                # positional arguments only (inside graph code, and GradOperation's, keywords pass)
                raise ArgumentError(f"got an unexpected keyword argument '{next(iter(kwargs))}'",
                                    hint="pass the arguments of the gradient function by position")
            self._check_hook_lambdas()
            result = hooks.run_graph(self, args, kwargs)
            return self._leaf_hooks(args, result, kwargs)
        return self.call_eager(*args, **kwargs)

    def _check_hook_lambdas(self) -> None:
        """Graph mode parses the hooks registered on the differentiated Parameters: a lambda given to
        ``Parameter.register_hook`` inside a larger statement (``self.w.register_hook(lambda g: g * 3)``) is MindSpore
        2.10's TypeError "Parse Lambda Function Fail ... but got Call" when the gradient is taken (rule MSG414;
        measured; PyNative runs it)."""
        try:
            weights = self.weight_list()
        except Exception:   # (the graph call reports a bad weights argument)
            return
        for w in weights:
            if isinstance(w, Parameter) and getattr(w, "_hooks", None):
                for fn in hooks_of(w):
                    check_user_lambda(fn)

    def _leaf_hooks(self, args: tuple, result: Any, kwargs: Optional[dict] = None) -> Any:
        """Graph mode: hooks registered (Tensor.register_hook) on a differentiated input or weight run
        on its returned gradient, as in PyNative; a leaf's gradient feeds nothing else."""
        if self.has_aux or self.return_ids:
            return result
        inputs, _, kwargs = self.take_sens(args, kwargs or {})
        inputs, _ = self.merge_kwargs(inputs, kwargs)
        try:
            positions = self.diff_positions(inputs, containers=True)
            weights = self.weight_list()
        except Exception:   # the graph call already validated; nothing to hook
            return result
        targets = [inputs[i] for i in positions] + list(weights)
        if not any(getattr(t, "_hooks", None) for t in targets):
            return result
        marks = [_Mark(k) for k in range(len(targets))]
        layout = self.pack(_Mark(-1), marks[:len(positions)], marks[len(positions):], positions=positions)

        vals: Dict[int, Any] = {}

        def collect(lay: Any, val: Any) -> None:
            if isinstance(lay, _Mark):
                if lay.k >= 0:
                    vals[lay.k] = val
            elif isinstance(lay, tuple) and isinstance(val, (tuple, list)) and len(lay) == len(val):
                for a, b in zip(lay, val):
                    collect(a, b)

        collect(layout, result)
        # one hooked Tensor passed at several differentiated positions: as PyNative, its hooks run once, on the sum
        # of its gradients, which every position returns (Graph mode hooked each position's share)
        hooked: Dict[int, Any] = {}
        for k in sorted(vals):
            t = targets[k]
            if k in hooked or not getattr(t, "_hooks", None):
                continue
            same = [j for j in sorted(vals) if targets[j] is t]
            total = vals[same[0]]
            for j in same[1:]:
                total = total + vals[j]
            g = apply_hooks(t, getattr(t, "_node", None), total)
            for j in same:
                hooked[j] = g

        def walk(lay: Any, val: Any) -> Any:
            if isinstance(lay, _Mark):
                return hooked.get(lay.k, val) if lay.k >= 0 else val
            if isinstance(lay, tuple) and isinstance(val, (tuple, list)) and len(lay) == len(val):
                return type(val)(walk(a, b) for a, b in zip(lay, val))
            return val

        return walk(layout, result)

    def call_eager(self, *args: Any, **kwargs: Any) -> Any:
        """Run on the PyNative tape regardless of the context mode."""
        from ..ops import functional as F
        from .no_grad import check_grad_allowed

        check_grad_allowed()
        if not callable(self.fn):
            raise ArgumentError(f"For '{self.kind}', the function to differentiate must be callable, "
                                f"but got {type(self.fn).__name__}.")
        if primitive_name(self.fn) is not None:
            # MindSpore 2.10's PyNative reads the function's __name__, which a Primitive lacks
            raise AttributeError(f"'{type(self.fn).__name__}' object has no attribute '__name__'")
        inputs, sens, kwargs = self.take_sens(args, kwargs)
        inputs, kw_keys = self.merge_kwargs(inputs, kwargs)
        positions = self.diff_positions(inputs)
        if not positions and self.kind == KIND_GRAD_OPERATION and not (self.get_all or self.get_by_list):
            # no Tensor to differentiate (numbers, ms.mutable containers): MindSpore's PyNative runs the forward
            # (its prints, its errors) and returns ()
            call_args, call_kwargs = self.split_kwargs(list(inputs), kw_keys)
            self.fn(*call_args, **call_kwargs)
            return ()
        weights = self.weight_list()
        implicit = self.get_by_list and self.weights is None and callable(getattr(self.fn, "trainable_params", None))
        if implicit:
            weights = tuple(self.fn.trainable_params())   # MindSpore's PyNative: a Cell's own Parameters
        args_before = tuple(inputs)
        inputs = list(inputs)
        seen = {id(w) for w in weights}
        input_targets = []
        for i in positions:
            a = inputs[i]
            parts = sparse_parts(a)
            if parts is not None:
                # A COOTensor / CSRTensor input: its values are differentiated; MindSpore's PyNative returns
                # their gradient alone (a dense Tensor; Graph mode a sparse tensor: grad_call.py).
                v = parts[-1]
                if id(v) in seen or any(v is t for t in input_targets):
                    v = _alias(v)
                    a = inputs[i] = sparse_rebuild(type(a), a.shape, tuple(parts[:-1]) + (v,))
                seen.add(id(v))
                input_targets.append(v)
                continue
            if any(a is t for t in input_targets):
                # The same Tensor passed at two differentiated places: MindSpore's PyNative gives each
                # place the gradient of the Tensor (all of its uses); Graph mode separates them.
                input_targets.append(a)
                continue
            # (an input that is also a differentiated weight -- a Parameter passed as the argument of the Cell
            # that reads it -- gets the gradient of all of its uses at both places, as the same Tensor passed twice:
            # MindSpore 2.10's PyNative, jit construct or not; measured, adapt45jg/weight_passed_as_input)
            seen.add(id(a))
            input_targets.append(a)
        targets = input_targets + list(weights)

        producers = [getattr(t, "_node", None) for t in targets]  # versions being differentiated
        from .forward_reuse import eager_reuses_forward, keep_state, recorded_forward

        reuse = kw_keys is None and eager_reuses_forward(self.fn, args_before)
        state_of, every = self.fn, False
        vjp_cell = getattr(self.fn, "_vjp_cell", None) if self.reuse_forward else None
        if vjp_cell is not None and not getattr(self.fn, "_vjp_used", False):
            # ops.vjp's vjp_fn, first call: MindSpore's PyNative reuses vjp's forward (ops/composite.py)
            self.fn._vjp_used = True
            reuse, state_of, every = True, vjp_cell, True
        recorded = recorded_forward(self.fn, reuse and state_of is self.fn, args_before, targets)
        if recorded is not None:   # the set_grad() Cell's recorded forward at these inputs: not run again
            outputs, producers = recorded
        else:
            with keep_state(state_of, weights, reuse, every), _tape.recording(targets), \
                    _tape.net_inputs(args_before if get_context("mode") != GRAPH_MODE else ()), \
                    _tape.differentiated_args(args_before if input_targets else ()):
                call_args, call_kwargs = self.split_kwargs(inputs, kw_keys)
                outputs = self.fn(*call_args, **call_kwargs)
        diff_out = self.outputs_to_differentiate(outputs)
        flat_out, flat_sens = _flatten_outputs(diff_out, sens, self.sens_param, F,
                                               getattr(self, "fill_number_sens", False))
        raw = _tape.backward(flat_out, flat_sens, targets, producers) if flat_out else [None] * len(targets)
        # a bprop's Python 0 ("no gradient": a reduction's Tensor axis) becomes zeros of the Tensor's dtype and
        # shape, as MindSpore's PyNative returns (ReduceSum(x, Tensor([1, 2])): Int64 [0, 0])
        grads = [F.zeros_like(t) if g is None or (type(g) in (int, float) and g == 0) else g
                 for g, t in zip(raw, targets)]
        input_grads = grads[:len(input_targets)]
        weight_grads = grads[len(input_targets):]
        # MindSpore's PyNative: a weight with requires_grad=False (set before or during the forward pass)
        # gets a zero gradient
        weight_grads = [F.zeros_like(w) if getattr(w, "requires_grad", True) is False else g
                        for w, g in zip(weights, weight_grads)]
        if implicit and len(weights) > 1 and flat_out:
            weight_grads = _in_use_order(weights, weight_grads, flat_out)

        aux = None
        if self.has_aux:
            aux = tuple(F.stop_gradient(a) if is_tensor_arg(a) else a for a in self.aux_of(outputs))
        if _tape.STATE.depth == 0:
            # Outermost gradient: nothing can differentiate these again, so drop the tape links.
            _release_tape(outputs)
        return self.pack(outputs, input_grads, weight_grads, aux=aux, positions=positions)


def _in_use_order(weights: Sequence[Any], grads: Sequence[Any], outputs: Sequence[Any]) -> list:
    """The gradients of a Cell's implicit weights in the order the forward pass used them (MindSpore's
    PyNative collects them from the recorded graph: ``w * x + b * 3 + a * 5`` gives w, b, a); a weight the
    forward pass did not use has none (measured on MindSpore 2.10, adapt36pj)."""
    rank: dict = {}
    ids = {id(w): k for k, w in enumerate(weights)}
    seen: set = set()
    stack: list = [(getattr(o, "_node", None), False) for o in reversed(list(outputs))]
    while stack:   # producers first, each node's inputs in their order (the order the forward pass ran them)
        node, done = stack.pop()
        if node is None:
            continue
        if done:
            for a in node.inputs:
                k = ids.get(id(a))
                if k is not None and k not in rank:
                    rank[k] = len(rank)
            continue
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.append((node, True))
        for n in reversed(node.in_nodes):
            if n is not None and id(n) not in seen:
                stack.append((n, False))
    if not rank:
        return list(grads)
    return [grads[k] for k in sorted(rank, key=rank.get)]


def _leaves(a: Any) -> list:
    if isinstance(a, dict):
        a = list(a.values())
    if isinstance(a, (tuple, list)):
        return [x for v in a for x in _leaves(v)]
    return [a]


def regroup(grads: Sequence[Any], specs: Sequence[Any], dict_as_tuple: bool = False) -> list:
    """Input gradients, one per differentiated position: a mutable container's leaf gradients
    rebuilt into its structure (``specs`` from the caller: None or ``(tree spec, n leaves)``).
    ``dict_as_tuple`` (graph code at the STRICT syntax level): a dict's gradient is the tuple of
    its values' gradients, as MindSpore's Graph mode returns it without the LAX fallback."""
    from ..ir import pytree

    out, k = [], 0
    for sp in specs:
        if sp is None:
            out.append(grads[k])
            k += 1
        else:
            spec, n = sp
            out.append(pytree.unflatten(_plain(spec, dict_as_tuple), list(grads[k:k + n])))
            k += n
    return out


def _plain(spec: Any, dict_as_tuple: bool = False) -> Any:
    """A tree spec without the ms.mutable marks (gradients come back as plain tuples/lists/dicts).  A number
    beside the Tensors of a mutable container gets a zero of its type, as in MindSpore 2.10's Graph mode
    (``mutable((x, 3.5))`` -> ``(dx, 0.0)``; msgraph had returned the number itself)."""
    if isinstance(spec, tuple) and spec[0] == "const" and type(spec[1]) in (bool, int, float):
        return ("const", type(spec[1])(0))
    if not isinstance(spec, tuple) or spec[0] not in ("tuple", "list", "dict"):
        return spec
    if spec[0] == "dict":
        if dict_as_tuple:
            return ("tuple", [_plain(x, True) for x in spec[2]])
        return ("dict", spec[1], [_plain(x) for x in spec[2]])
    return (spec[0], [_plain(x, dict_as_tuple) for x in spec[1]])


class _Mark:
    """A placeholder gradient: where each target's gradient lands in :meth:`GradFunction.pack`'s result."""

    __slots__ = ("k",)

    def __init__(self, k: int) -> None:
        self.k = k


class _AliasPrim:
    """Tape marker for an input passed twice: the alias forwards its gradient unchanged."""

    name = "alias"

    @staticmethod
    def bprop(x: Any, out: Any, dout: Any) -> tuple:
        return (dout,)


def _alias(t: Any) -> Any:
    if not isinstance(t, Tensor):
        return t
    a = Tensor._wrap(t._data)
    _tape.record(_AliasPrim, (t,), a, bprop=_AliasPrim.bprop)
    return a


def _sens_mismatch(what: str) -> Exception:
    """MindSpore 2.10's PyNative error for a sens whose structure is not the output's."""
    from ..errors import GraphRuntimeError

    return GraphRuntimeError("Failure info [The given sens gradient's size should be same as out of network!].",
                             hint=f"pass one sens per output, shaped as the output ({what})")


def _sens_shape_mismatch(got: Tuple[int, ...], want: Tuple[int, ...]) -> Exception:
    """MindSpore 2.10's PyNative errors for a Tensor sens shaped unlike its (non-scalar) output: a scalar sens is
    RuntimeError (it is not broadcast), any other shape ValueError.  (Graph mode broadcasts or reduces it in the
    output's bprop instead; a scalar output takes any sens, summed.)"""
    from ..errors import GraphRuntimeError, ShapeError

    def vec(s: Tuple[int, ...]) -> str:
        return "[const vector]{" + ", ".join(str(d) for d in s) + "}"
    if not got:
        return GraphRuntimeError(f"For grad interface or custom function, grad tensor should be broadcast to "
                                 f"expected shape, but got {vec(got)} vs {vec(want)}",
                                 hint="pass a sens shaped as the output")
    return ShapeError(f"The shape should be {vec(want)}, but got {vec(got)}, , sens gradient abs "
                      f"Tensor{list(got)}, out abs Tensor{list(want)}")


def _sens_dtype_mismatch(s: Any, o: Any) -> Exception:
    """MindSpore 2.10's PyNative TypeError for a Tensor sens of another dtype than its (non-scalar) output, checked
    after the shape (a 0-d output takes a sens of any dtype, cast)."""
    from ..errors import DTypeError

    def abs_(t: Any) -> str:
        return f"AbstractTensor(shape: ({', '.join(str(d) for d in t.shape)}), element: AbstractScalar(Type: {t.dtype}))"
    return DTypeError(f"The dtype should be {o.dtype}, but got {s.dtype}, , sens gradient abs {abs_(s)}, out abs"
                      f"{abs_(o)}", hint="pass a sens of the output's dtype")


def _flatten_outputs(out: Any, sens: Any, has_sens: bool, F: Any, fill_numbers: bool = False) -> Tuple[list, list]:
    """Pair every Tensor in ``out`` with its sensitivity (ones when none was passed)."""
    flat_out: list = []
    flat_sens: list = []

    def walk(o: Any, s: Any, given: bool) -> None:
        if isinstance(o, (tuple, list)) and given and isinstance(s, dict):
            s = tuple(s.values())   # MindSpore 2.10's PyNative pairs a dict sens with a tuple output by position
        if isinstance(o, (tuple, list)):
            if given and isinstance(s, (tuple, list)):
                if len(s) != len(o):
                    raise _sens_mismatch(f"{len(s)} sens for {len(o)} outputs")
                for oi, si in zip(o, s):
                    walk(oi, si, True)
            elif given and fill_numbers and isinstance(s, (int, float)):
                # TrainOneStepCell(sens=...)'s F.fill(loss.dtype, loss.shape, sens) on a tuple output, MindSpore 2.10
                from ..errors import GraphAttributeError

                raise GraphAttributeError(f"'{type(o).__name__}' object has no attribute 'dtype'",
                                          hint="TrainOneStepCell's sens needs a network returning one loss Tensor")
            elif given:
                raise _sens_mismatch("a single sens for a tuple output")
            else:
                for oi in o:
                    walk(oi, None, False)
            return
        if isinstance(o, dict):
            if given:
                # MindSpore 2.10's PyNative pairs a dict output with its sens by position (the dict sens' values in
                # order, whatever their keys; a tuple / list sens likewise): Tensor keys of two calls are different
                # objects (adapt36gr/sens_dict_output)
                svals = list(s.values()) if isinstance(s, dict) else list(s) if isinstance(s, (tuple, list)) else None
                if svals is None or len(svals) != len(o):
                    raise _sens_mismatch(f"a sens of {len(svals) if svals is not None else 1} for a dict of {len(o)}")
                for oi, si in zip(o.values(), svals):
                    walk(oi, si, True)
                return
            for k in o:
                walk(o[k], s[k] if given else None, given)
            return
        if sparse_parts(o) is not None:
            # a COOTensor / CSRTensor output: its values carry the gradient
            walk(o.values, s, given)
            return
        if given and sparse_parts(s) is not None:
            raise GraphRuntimeError("Failure info [The given sens gradient's size should be same as out of "
                                    "network!].")
        if not isinstance(o, Tensor):
            return  # constants carry no gradient
        if given:
            wrapped = isinstance(s, (tuple, list))
            while isinstance(s, (tuple, list)) and len(s) == 1 and isinstance(o, Tensor):
                s = s[0]   # MindSpore 2.10's PyNative: ``(s,)`` / ``[s]`` / ``((s,),)`` for a Tensor output is s (adapt36gr)
            if isinstance(s, (tuple, list)) or (wrapped and not isinstance(s, Tensor)):
                raise _sens_mismatch("a tuple of sens for a Tensor output")
            if isinstance(s, (int, float)) and not isinstance(s, bool):
                if tuple(o.shape) and not fill_numbers:   # MindSpore 2.10: a number is a 0-d sens, not broadcast
                    raise _sens_shape_mismatch((), tuple(o.shape))
                s = F.fill(o.dtype, o.shape, s) if hasattr(F, "fill") else F.ones_like(o) * s
            elif isinstance(s, Tensor) and tuple(s.shape) != tuple(o.shape):
                if tuple(o.shape):
                    raise _sens_shape_mismatch(tuple(s.shape), tuple(o.shape))
                s = F.reduce_sum(s, ())   # a scalar output: PyNative sums the sens down to it
            elif isinstance(s, Tensor) and tuple(o.shape) and s.dtype != o.dtype:
                raise _sens_dtype_mismatch(s, o)
            flat_sens.append(s)
        elif o.dtype == _dt.bfloat16:   # (MindSpore has no bfloat16 OnesLike CPU kernel; its gradients start at 1)
            flat_sens.append(F.fill(o.dtype, o.shape, 1))
        else:
            flat_sens.append(F.ones_like(o))
        flat_out.append(o)

    if has_sens and isinstance(sens, (tuple, list)) and not sens and not (isinstance(out, (tuple, list)) and not out):
        raise GraphRuntimeError("Get empty value seq", hint="pass one sens per output")   # MindSpore 2.10's PyNative
    pairs = _tensor_pairs(out, sens) if has_sens and not fill_numbers else None
    if pairs is None:
        walk(out, sens, has_sens)
    else:
        for o, s in pairs:
            walk(o, s, True)
    return flat_out, flat_sens


def _tensor_pairs(out: Any, sens: Any) -> Optional[List[Tuple[Any, Any]]]:
    """MindSpore 2.10's PyNative pairs a tuple / list sens with a tuple / list output by their TENSORS in order: the
    numbers, None and strings on either side are dropped (``(loss, 3)`` takes ``(s,)``, ``(s, 3)`` or ``(3, s)``;
    ``(a, b)`` takes ``(s1, 3, s2)``), a different count of Tensors is its RuntimeError (adapt42grad/
    sens_number_output).  None (the element-wise walk decides) for a sens or output that is not a tuple / list, or
    holds a dict or a sparse Tensor."""
    if not isinstance(out, (tuple, list)) and not isinstance(sens, (tuple, list)):
        return None

    def leaves(v: Any, acc: list) -> bool:
        if isinstance(v, (tuple, list)):
            return all(leaves(e, acc) for e in v)
        if isinstance(v, dict) or sparse_parts(v) is not None:
            return False
        if isinstance(v, Tensor):
            acc.append(v)
        return True
    outs: list = []
    if not leaves(out, outs):
        return None
    if isinstance(sens, (tuple, list)):
        senses: list = []
        if not leaves(sens, senses):
            return None
    elif isinstance(sens, dict) or sparse_parts(sens) is not None:
        return None
    else:
        senses = [sens]   # one Tensor or number: the sens of a lone Tensor output (``(loss, 3)`` with 2.0)
    if len(senses) != len(outs):
        raise _sens_mismatch(f"{len(senses)} sens Tensors for {len(outs)} output Tensors")
    return list(zip(outs, senses))


def _release_tape(outputs: Any) -> None:
    """Drop the tape behind the outputs of an outermost gradient: every recorded node reachable from them and the
    links of the Tensors they made.  A node and its output Tensor point at each other (a cycle only Python's cyclic
    collector frees) and the node holds its input arrays, so the forward pass's Parameters' arrays stayed referenced
    after the step: the optimizer's in-place write (common/tensor._write_exported) then gave them new storage, and an
    array ``asnumpy()`` handed out before kept the old values where MindSpore 2.10's shows the update; an
    intermediate kept by the user (``self.h = x * w``) also recorded every later op on it outside any gradient."""
    stack = []
    _collect_nodes(outputs, stack)
    _detach(outputs)
    seen = set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.extend(n for n in node.in_nodes if n is not None)
        for o in (node.out if isinstance(node.out, (tuple, list)) else (node.out,)):
            if getattr(o, "_node", None) is node:
                o._node = None
        node.inputs = node.in_data = node.in_nodes = ()
        node.out = None


def _collect_nodes(x: Any, into: list) -> None:
    if isinstance(x, Tensor):
        if getattr(x, "_node", None) is not None:
            into.append(x._node)
    elif isinstance(x, (tuple, list)):
        for v in x:
            _collect_nodes(v, into)
    elif isinstance(x, dict):
        for v in x.values():
            _collect_nodes(v, into)


def _detach(x: Any) -> None:
    if isinstance(x, Tensor):
        x._node = None
    elif isinstance(x, (tuple, list)):
        for v in x:
            _detach(v)
    elif isinstance(x, dict):
        for v in x.values():
            _detach(v)


def grad(fn: Callable[..., Any], grad_position: Any = 0, weights: Any = None, has_aux: bool = False,
         return_ids: bool = False, sens_param: bool = False) -> GradFunction:
    """``ms.grad``: a function returning the gradients of ``fn`` (see :meth:`GradFunction.pack`)."""
    return GradFunction(fn, KIND_GRAD, grad_position=grad_position, weights=weights, has_aux=bool(has_aux),
                        return_ids=bool(return_ids), sens_param=bool(sens_param))


def value_and_grad(fn: Callable[..., Any], grad_position: Any = 0, weights: Any = None, has_aux: bool = False,
                   return_ids: bool = False, sens_param: bool = False) -> GradFunction:
    """``ms.value_and_grad``: like :func:`grad` but returns ``(value, gradients)``."""
    return GradFunction(fn, KIND_VALUE_AND_GRAD, grad_position=grad_position, weights=weights,
                        has_aux=bool(has_aux), return_ids=bool(return_ids), sens_param=bool(sens_param))


def check_cell_bprop_signature(cell: Any, nargs: int) -> None:
    """Raise TypeError unless ``cell.bprop`` accepts ``(*inputs, out, dout)`` for ``nargs`` inputs."""
    import inspect

    if type(inspect.getattr_static(type(cell), "bprop", None)).__name__ == "JitFunction":
        raise RuntimeError("Decorating bprop with '@jit' is not supported.")   # MindSpore 2.10's message
    try:
        sig = inspect.signature(cell.bprop)
        sig.bind(*([None] * (nargs + 2)))
    except TypeError as exc:
        raise BpropError(f"The custom bprop of '{type(cell).__name__}' must take the construct inputs plus "
                         f"'out' and 'dout' ({nargs + 2} argument(s) here): {exc}.",
                         hint="def bprop(self, x, y, out, dout): return (dx, dy)") from None


def get_grad(gradients: Any, identifier: Any) -> Any:
    """``ms.get_grad``: the gradient of input position ``identifier`` (an int) or of a Parameter, from
    the result of ``ms.grad(..., return_ids=True)``."""
    from ..common.tensor import Parameter

    if isinstance(getattr(identifier, "param", None), Parameter):   # a Parameter read in graph code
        identifier = identifier.param
    if isinstance(identifier, bool) or not isinstance(identifier, (int, Parameter)):
        raise TypeError(f"For `get_grad`, the `x` should be an integer or a Parameter, but got {identifier}")
    key = identifier.name if isinstance(identifier, Parameter) else identifier

    def search(node: Any) -> Any:
        if isinstance(node, tuple):
            if len(node) == 2 and isinstance(node[0], (int, str)) and not isinstance(node[0], bool) \
                    and not isinstance(node[1], tuple) and node[0] == key:
                return node[1]
            for child in node:
                found = search(child)
                if found is not None:
                    return found
        return None

    found = search(gradients)
    if found is None:
        raise RuntimeError(f"Can not find the gradient for position or Parameter {key}")
    return found


# Graph code calls get_grad directly on the symbolic (id, gradient) structure (a pure lookup, no ops).
get_grad._msgraph_op = True  # type: ignore[attr-defined]
