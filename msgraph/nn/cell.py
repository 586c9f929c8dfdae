"""``nn.Cell``: the base class of every network, layer, loss and optimizer.

A Cell registers the Parameters and sub-Cells assigned to its attributes, names
Parameters by attribute path like MindSpore (``dense_relu_sequential.0.weight``)
and runs ``construct`` when called:

* PyNative mode: ``construct`` runs eagerly (op by op on the tape).  A Cell that
  defines ``bprop(self, *inputs, out, dout)`` is recorded as ONE tape node whose
  gradient rule is that bprop.
* Graph mode: the call goes to :func:`msgraph.common.hooks.run_graph`, which the
  compiler installs; the compiler parses ``construct``'s source.

The front end recognises Cells through the class attribute ``_msgraph_cell``
(:func:`msgraph.common.hooks.is_cell`), never by importing this module.
Registered Parameters and sub-Cells are plain instance attributes too (in
``__dict__``), so ``getattr(cell, name)`` finds them directly.
"""
from __future__ import annotations

import itertools
import threading
from collections import OrderedDict
from typing import Any, Dict, Iterator, List, Optional, Tuple

from ..common import compile_cache, dyn_inputs, hooks
from ..autodiff import tape as _tape
from ..common.tensor import Parameter, Tensor
from ..context import GRAPH_MODE, get_context
from .parameter_tuple import ParameterTuple


class _CellCalls(threading.local):
    depth = 0


_CELL_CALLS = _CellCalls()   # PyNative Cell calls in progress (a forward is recorded only outside all of them)

__all__ = ["Cell"]

#: when each Parameter attribute / ParameterTuple attribute was set: MindSpore's _params keeps one insertion order for
#: both (parameters_and_names: ``global_step, learning_rate, weight, bias, momentum`` in an optimizer)
_STAMPS = itertools.count()

_INTERNAL = ("_params", "_cells", "_params_list", "_ptuple_keys", "_pstamp", "_auto_prefix", "training",
             "requires_grad", "_bprop_checked")


class _CellBprop:
    """The tape's view of a Cell with a custom bprop (gives the node a readable name)."""

    __slots__ = ("cell", "name", "n_params")

    def __init__(self, cell: "Cell", n_params: int = 0):
        self.cell = cell
        self.name = f"{type(cell).__name__}.bprop"
        self.n_params = n_params               # the node's inputs end with the Cell's internal_params

    def __call__(self, *args: Any) -> Any:
        k = self.n_params
        n = len(args) - 2                      # args: the inputs (then the internal params), out, dout
        out, dout = args[n:]
        if isinstance(out, tuple) and any(o is None for o in out):
            # MindSpore's dout leaves out the None outputs (one left: that gradient itself)
            dout = tuple(d for o, d in zip(out, dout) if o is not None)
            if len(dout) == 1:
                dout = dout[0]
        grads = self.cell.bprop(*args[:n - k], out, dout)
        if grads is None:   # MindSpore 2.10's PyNative (its Graph mode: "output should be a tuple")
            raise TypeError("The python function output is none.")
        if isinstance(grads, Tensor):
            grads = (grads,)
        if not isinstance(grads, (tuple, list)):
            return grads
        if len(grads) == 2 and isinstance(grads[1], dict) and isinstance(grads[0], (tuple, list)):
            # MindSpore's ``(input grads, {param: grad})``: the dict's values, in its order, are the
            # gradients of the Cell's internal_params (none without them)
            grads = tuple(grads[0]) + (tuple(grads[1].values()) if k else ())
        if k and len(grads) < n:
            from ..errors import BpropOutputError

            raise BpropOutputError(f"Grad size should lager than forward inputs, but got {len(grads)} vs {n}")
        # MindSpore's PyNative casts each gradient to its input's dtype and sums it down to the input's
        # shape (a RuntimeError where it does not broadcast), as for a custom function.
        from ..autodiff.function import _fit

        # a Python number for a Tensor input is a 0-d gradient, fitted as a Tensor; a numpy array its TypeError
        # (MindSpore 2.10's PyNative, adapt36gr/bprop_return_values)
        import numpy as np

        if any(isinstance(g, np.ndarray) for g in grads[:n]):
            g = next(g for g in grads[:n] if isinstance(g, np.ndarray))
            raise TypeError(f"Unreasonable data type: {type(g)}.")
        grads = tuple(Tensor(g) if isinstance(g, (bool, int, float)) and isinstance(a, Tensor) else g
                      for g, a in zip(grads[:n], args[:n])) + tuple(grads[n:])
        return tuple(_fit(g, a) if isinstance(g, Tensor) and isinstance(a, Tensor) else g
                     for g, a in zip(grads[:n], args[:n])) + tuple(grads[n:])


def _class_attribute(cls: type, name: str) -> bool:
    """``name`` is a class attribute of a Cell class that MindSpore's Cell has too: a public one of msgraph's
    classes, or any one a user's class defines."""
    for k in cls.__mro__:
        if name in vars(k):
            if not k.__module__.startswith("msgraph"):
                return True
            return name not in _MSGRAPH_ONLY_ATTRS and (not name.startswith("_") or name.endswith("__"))
    return False


#: class attributes of msgraph's Cell that MindSpore 2.10's Cell lacks
_MSGRAPH_ONLY_ATTRS = frozenset(("extra_repr", "get_jit_config", "has_custom_bprop", "__weakref__"))


#: > 0 while a recomputed Cell's forward runs (its sub-Cells are not rerun on their own)
_RECOMPUTING = [0]


class _RecomputeRerun:
    """The bprop of an identity node on a recomputed Cell's output: runs the Cell's forward again (untaped, for its
    side effects, once for all its outputs) and passes the gradient through."""

    name = "Recompute"

    def __init__(self, cell: Any, args: tuple, kwargs: dict, done: list) -> None:
        from ..ops import amp_state

        self.cell, self.args, self.kwargs, self.done = cell, args, kwargs, done
        # the mixed precision the forward ran under (``to_float`` on the Cell or a parent): the rerun casts as it did
        self.amp = (amp_state.STATE.dtype, amp_state.STATE.white)

    def __call__(self, x: Any, out: Any, dout: Any) -> tuple:
        if not self.done:
            from ..ops import amp_state

            self.done.append(True)
            with _tape.paused(), amp_state.scope(*self.amp):
                _RECOMPUTING[0] += 1
                try:
                    self.cell.construct(*self.args, **self.kwargs)
                finally:
                    _RECOMPUTING[0] -= 1
        return (dout,)


def _rerun_in_backward(cell: Any, args: tuple, kwargs: dict, out: Any) -> Any:
    done: list = []

    def wrap(o: Any) -> Any:
        if type(o) is Tensor and _tape.is_tracked(o):
            new = Tensor._wrap(o._data)
            rule = _RecomputeRerun(cell, args, kwargs, done)
            _tape.record(rule, (o,), new, bprop=rule)
            return new
        if type(o) is tuple:
            return tuple(wrap(x) for x in o)
        return o

    return wrap(out)


class Cell:
    """Base class for networks: define ``__init__`` (layers, Parameters) and ``construct``."""

    _msgraph_cell = True
    _hooks_container = False   # SequentialCell / CellList / CellDict: members reached from graph code run unhooked
    _scope = None   # MindSpore's Cell attribute (its name scope): CellDict refuses it as a key, as MindSpore
    _amp_level = ""   # MindSpore's every Cell has one ("": no amp level; amp sets "O1".. on what it returns)

    def __init__(self, auto_prefix: bool = True, flags: Optional[Dict[str, Any]] = None):
        d = self.__dict__
        d["_params"] = OrderedDict()
        d["_cells"] = OrderedDict()
        d["_params_list"] = OrderedDict()   # ParameterTuple attributes (listed, never renamed)
        d["_auto_prefix"] = bool(auto_prefix)
        d["training"] = False
        d["requires_grad"] = False
        d["_bprop_checked"] = -1
        # the phases of the graphs compiled for this Cell (MindSpore's Cell.compile_cache; listed in
        # mindspore.common.api.cells_compile_cache while the Cell lives)
        d["compile_cache"] = set()
        compile_cache.register(self, d["compile_cache"])
        if flags:
            for k, v in flags.items():
                d[k] = v

    def __del__(self) -> None:
        try:
            compile_cache.unregister(self, self.__dict__.get("compile_cache"))
        except Exception:   # interpreter shutdown: the module may be gone
            pass

    # -- construct ------------------------------------------------------------------------------
    def construct(self, *args: Any, **kwargs: Any) -> Any:
        raise AttributeError("For 'Cell', the method 'construct' is not defined.")   # MindSpore's error (h-rt3)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if "_params" not in self.__dict__:
            raise AttributeError(f"{type(self).__name__}.__init__ must call super().__init__() "
                                 f"before the Cell is used.")
        if get_context("mode") == GRAPH_MODE:
            # a call of the Cell itself ends MindSpore's differentiation through its last @jit method
            # (autodiff/grad_call._jit_method_forward)
            self.__dict__.pop("_msgraph_last_jit", None)
            if "_dynamic_inputs" in self.__dict__:
                dyn_inputs.check_set_inputs_call(self, args, kwargs)
            return hooks.run_graph(self, args, kwargs)
        if "_dynamic_inputs" in self.__dict__ and getattr(type(self).construct, "__msgraph_jit_fn__", None) is not None:
            # PyNative, a ``@jit`` construct: MindSpore checks the call against set_inputs as in Graph mode
            dyn_inputs.check_set_inputs_call(self, args, kwargs)
        amp_policy = self.__dict__.get("_amp_policy")
        if amp_policy is not None:  # Cell.to_float / amp: ops inside cast their inputs (msgraph/ops/amp_state.py)
            from ..ops import amp_state

            with amp_state.scope(*amp_policy):
                return self._call_eager(args, kwargs)
        return self._call_eager(args, kwargs)

    def compile(self, *args: Any, **kwargs: Any) -> None:
        """Compile the Cell's Graph-mode graph for these inputs without running it (MindSpore's
        ``Cell.compile``; a later call with the same input signature reuses the graph)."""
        if "_dynamic_inputs" in self.__dict__:
            dyn_inputs.check_set_inputs_call(self, args, kwargs)
        hooks.compile_graph(self, args, kwargs)

    @property
    def bprop_debug(self) -> bool:
        """MindSpore's switch to run a custom ``bprop`` in the Python interpreter in Graph mode (default False).
        msgraph keeps the flag only: its custom bprops run as their Graph mode compiles them either way (MindSpore
        2.10's CPU Graph mode with the flag on is its RuntimeError "The pointer[graph] is null", not followed)."""
        return self.__dict__.get("_bprop_debug", False)

    @bprop_debug.setter
    def bprop_debug(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"For 'Cell', the property 'bprop_debug' must be bool type, but got type {type(value)}.")
        self.__dict__["_bprop_debug"] = value

    def get_func_graph_proto(self) -> bytes:
        """MindSpore returns its serialized graph (empty before the Cell ran in Graph mode); msgraph returns the
        text of its own IR for the graph the Cell last ran, UTF-8 encoded (b"" when it has none), which is what
        ModelCheckpoint writes to ``<prefix>-graph.meta`` (docs/differences.md)."""
        return hooks.compiled_ir_text(self).encode("utf-8")

    def _call_eager(self, args: tuple, kwargs: dict) -> Any:
        d = self.__dict__
        d.pop("_grad_forward_record", None)
        if d.get("requires_grad") and not kwargs:
            # A set_grad() Cell remembers its last forward's inputs: MindSpore's PyNative reuses that
            # forward when the Cell is then differentiated at the same inputs (autodiff/forward_reuse.py);
            # called by the user outside any gradient and Cell, the forward is recorded for that reuse.
            d["_grad_forward_args"] = args
            if not _tape.STATE.depth and not _CELL_CALLS.depth:
                from ..autodiff.forward_reuse import record_forward

                return record_forward(self, args, lambda: self._call_counted(args, kwargs))
        return self._call_counted(args, kwargs)

    def _call_counted(self, args: tuple, kwargs: dict) -> Any:
        _CELL_CALLS.depth += 1
        try:
            return self._call_hooked(args, kwargs)
        finally:
            _CELL_CALLS.depth -= 1

    def _call_hooked(self, args: tuple, kwargs: dict) -> Any:
        d = self.__dict__
        if _tape.STATE.graph_code and d.get("_container_member") and not d.get("_attribute_member"):
            # An @ms.jit function run eagerly under a PyNative gradient is graph code: MindSpore 2.10 calls a
            # container's member (SequentialCell / CellList / CellDict) there without its hooks, as in Graph mode
            # (frontend/cell_hooks.has_hooks; measured, adapt42pn/jit_container_hooks)
            return self._run_construct(args, kwargs)
        pre = d.get("_forward_pre_hooks")
        if pre:
            with_kw = self.__dict__.get("_hooks_with_kwargs", ())
            for key, fn in list(pre.items()):
                if key in with_kw:
                    r = fn(self, args, kwargs)
                    if r is not None:
                        if not (isinstance(r, tuple) and len(r) == 2):
                            raise RuntimeError("forward pre hook with kwargs must return None or a tuple of "
                                               f"(new_args, new_kwargs), but got {r}")
                        args, kwargs = r
                    continue
                r = fn(self, args)
                if r is not None:
                    args = r if isinstance(r, tuple) else (r,)
        if _tape.STATE.depth and (self.__dict__.get("_backward_hooks") or self.__dict__.get("_backward_pre_hooks")):
            # MindSpore 2.10's backward-hook boundary: grad_input is taken after the forward pre-hooks, grad_output
            # after the forward hooks (measured: a forward hook doubling the output leaves grad_output undoubled)
            from ._backward_hooks import call_with_backward_hooks

            return call_with_backward_hooks(self, args, lambda a: self._run_forward_hooked(a, kwargs))
        return self._run_forward_hooked(args, kwargs)

    def _run_forward_hooked(self, args: tuple, kwargs: dict) -> Any:
        """construct, then the forward hooks (register_forward_hook)."""
        post = self.__dict__.get("_forward_hooks")
        if not post:
            return self._run_construct(args, kwargs)
        with_kw = self.__dict__.get("_hooks_with_kwargs", ())
        always = self.__dict__.get("_hooks_always_call", ())
        called: set = set()
        out = None
        try:
            out = self._run_construct(args, kwargs)
            for key, fn in list(post.items()):
                called.add(key)
                r = fn(self, args, kwargs, out) if key in with_kw else fn(self, args, out)
                if r is not None:
                    out = r
        except Exception:
            # MindSpore: an always_call forward hook still runs when construct (or a hook) raised.
            for key, fn in list(post.items()):
                if key in always and key not in called:
                    try:
                        r = fn(self, args, kwargs, out) if key in with_kw else fn(self, args, out)
                        if r is not None:
                            out = r
                    except Exception as e:  # pylint: disable=broad-except
                        import warnings

                        warnings.warn("cell forward hook with ``always_call=True`` raised an exception that was "
                                      f"silenced because another error was already raised in forward: {e}")
            raise
        return out

    def _run_construct(self, args: tuple, kwargs: dict) -> Any:
        if _tape.STATE.depth and self.has_custom_bprop() and (any(_tape.is_tracked(a) for a in args) or any(
                _tape.is_tracked(p) for p in self.get_parameters())):
            # (differentiated only w.r.t. its Parameters, the Cell is still the bprop's: they get no gradient
            # through construct, as in MindSpore 2.10)
            return self._call_with_bprop(args, kwargs)
        if self.__dict__.get("requires_grad") and self.has_custom_bprop():
            # MindSpore runs a set_grad() Cell with a bprop as one custom op: its outputs are new Tensors
            # even where construct returns an input.
            return _fresh(self.construct(*args, **kwargs))
        if _tape.STATE.depth and not _RECOMPUTING[0] and self.__dict__.get("_mindspore_flags", {}).get("recompute"):
            # a recomputed Cell (``cell.recompute()``) under a PyNative gradient: MindSpore 2.10 runs its forward
            # again in the backward pass, side effects included (an assign_add counts twice, a print prints twice;
            # measured, left38/recompute_pynative_effects).  The values and gradients are this forward's.
            _RECOMPUTING[0] += 1
            try:
                out = self.construct(*args, **kwargs)
            finally:
                _RECOMPUTING[0] -= 1
            return _rerun_in_backward(self, args, kwargs, out)
        return self.construct(*args, **kwargs)

    # -- backward hooks (PyNative; nn/_backward_hooks.py) ----------------------------------------
    def register_backward_hook(self, hook_fn: Any) -> Any:
        """``hook_fn(cell, grad_input, grad_output) -> new grad_input | None`` (PyNative)."""
        return self._add_hook("_backward_hooks", hook_fn)

    def register_backward_pre_hook(self, hook_fn: Any) -> Any:
        """``hook_fn(cell, grad_output) -> new grad_output | None`` (PyNative)."""
        return self._add_hook("_backward_pre_hooks", hook_fn)

    # -- forward hooks (PyNative): MindSpore's register_forward_pre_hook / register_forward_hook ---------
    def register_forward_pre_hook(self, hook_fn: Any, *, prepend: bool = False, with_kwargs: bool = False) -> Any:
        """``hook_fn(cell, inputs) -> None | new inputs`` runs before construct (PyNative); with
        ``with_kwargs=True``: ``hook_fn(cell, args, kwargs) -> None | (new_args, new_kwargs)``."""
        return self._add_hook("_forward_pre_hooks", hook_fn, prepend, with_kwargs)

    def register_forward_hook(self, hook_fn: Any, *, prepend: bool = False, with_kwargs: bool = False,
                              always_call: bool = False) -> Any:
        """``hook_fn(cell, inputs, output) -> None | new output`` runs after construct (PyNative); with
        ``with_kwargs=True``: ``hook_fn(cell, args, kwargs, output)``."""
        if self.has_custom_bprop():        # MindSpore: ignored on a Cell with a bprop
            return _HookHandle({}, object())
        return self._add_hook("_forward_hooks", hook_fn, prepend, with_kwargs, always_call)

    def _add_hook(self, kind: str, hook_fn: Any, prepend: bool = False, with_kwargs: bool = False,
                  always_call: bool = False) -> Any:
        _check_hook_fn(hook_fn)
        d = self.__dict__
        hooks_ = d.setdefault(kind, {})
        key = object()
        if prepend:
            rest = dict(hooks_)
            hooks_.clear()
            hooks_[key] = hook_fn
            hooks_.update(rest)
        else:
            hooks_[key] = hook_fn
        extra = []
        if with_kwargs:
            extra.append(d.setdefault("_hooks_with_kwargs", set()))
            extra[-1].add(key)
        if always_call:
            extra.append(d.setdefault("_hooks_always_call", set()))
            extra[-1].add(key)
        return _HookHandle(hooks_, key, extra)

    def has_custom_bprop(self) -> bool:
        """True when the class defines ``bprop(self, *inputs, out, dout)``."""
        return callable(getattr(type(self), "bprop", None))

    def _call_with_bprop(self, args: tuple, kwargs: dict) -> Any:
        from ..autodiff.grad import check_cell_bprop_signature

        if not kwargs:
            # construct's defaults not passed reach the bprop as inputs (MindSpore 2.10's PyNative: ``construct(self,
            # a, b=2.0)`` called with ``a`` runs ``bprop(a, 2.0, out, dout)``; adapt36gr/bprop_return_values)
            import inspect

            try:
                bound = inspect.signature(self.construct).bind(*args)
                bound.apply_defaults()
                if len(bound.args) > len(args) and not bound.kwargs:
                    args = tuple(bound.args)
            except (TypeError, ValueError):
                pass
        if self._bprop_checked != len(args):
            check_cell_bprop_signature(self, len(args))
            self.__dict__["_bprop_checked"] = len(args)
        with _tape.paused():
            out = self.construct(*args, **kwargs)
        # Fresh result objects: the node must not attach to an input or a Parameter.
        out = _fresh(out)
        # ``internal_params``: Parameters whose gradients the bprop returns after the inputs' (MindSpore's
        # recompute and custom bprops with weights), so they are inputs of the node
        params = self.__dict__.get("internal_params")
        params = tuple(p for p in params if isinstance(p, Parameter)) if isinstance(params, (list, tuple)) else ()
        rule = _CellBprop(self, len(params))
        _tape.record(rule, args + params, out, bprop=rule)
        return out

    # -- attribute registration ---------------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        params = d.get("_params")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("Can not assign params before Cell.__init__() call.")
            self.insert_param_to_cell(name, value, check_name_contain_dot=False)
            return
        if isinstance(value, Cell):
            if params is None:
                raise AttributeError("Can not assign cells before Cell.__init__() call.")
            if name not in d and name not in self._cells and _class_attribute(type(self), name):
                # MindSpore 2.10's insert_child_to_cell: a name the Cell already has (a method such as
                # ``cells``, a property) cannot name a child (``self.cells = nn.CellList(...)``)
                raise KeyError(f"For 'insert_child_to_cell', the {name} child cell already exists in the network."
                               "Cannot insert another child cell with the same name.")
            self.insert_child_to_cell(name, value)
            if self._auto_prefix:
                # MindSpore's rule: assigning a Cell attribute renames its Parameters to ``name.<path>``
                # (insert_child_to_cell alone renames nothing)
                value.update_parameters_name(name + ".")
            return
        if isinstance(value, ParameterTuple):
            if params is None:
                raise AttributeError("Can not assign params before Cell.__init__() call.")
            self._drop(name)
            self._name_param_tuple(value)
            d["_params_list"][name] = value
            # MindSpore files each member in the Cell's _params under its name of this moment: the key
            # parameters_and_names and update_parameters_name use, even after a later rename
            keys, seen = [], set()
            for item in value:
                if id(item) not in seen:
                    seen.add(id(item))
                    keys.append((item.name, item))
                    old = params.get(item.name)
                    if old is not None and old is not item:
                        # the member takes the place of the Cell's Parameter of its name, as MindSpore's _params
                        # entry (net.gru.w_ih_list = ParameterTuple([Parameter(..., name='weight_ih_l0')]))
                        params[item.name] = item
                        if d.get(item.name) is old:
                            object.__setattr__(self, item.name, item)
                    for other in d.get("_ptuple_keys", {}).values():
                        # a member of an earlier ParameterTuple attribute under the same name: replaced, in its
                        # place, as MindSpore's _params entry (get_parameters lists the later one only; the earlier
                        # one used in graph code is then not the Cell's: ut test_inner_out_net_1)
                        for k, (key, q) in enumerate(other):
                            if key == item.name and q is not item:
                                other[k] = (key, item)
            d.setdefault("_ptuple_keys", {})[name] = keys
            d.setdefault("_pstamp", {})[("t", name)] = next(_STAMPS)
            d[name] = value
            return
        if params is not None and name in params:
            if isinstance(value, Tensor):
                # ``self.p = expr`` on a Parameter attribute updates it in place (MindSpore).  Its Cell.__setattr__
                # sets the data, converted to the Parameter's dtype (``self.p += 1.5`` of an int32 Parameter in a
                # PyNative construct gives [6, 8] for [5, 7]), where ops.assign refuses the conversion.
                # adapt40sx/param_setattr_dtype
                from .. import ops

                p = params[name]
                if p is not None and value is not p and tuple(value.shape) != tuple(p.shape):
                    # another shape: MindSpore 2.10's Cell.__setattr__ is the Parameter's set_data, which takes the
                    # value's shape (converted to the Parameter's dtype); ops.assign would refuse it.
                    # lead40/param_setattr_shape
                    p.set_data(value)
                    return
                if p is not None and value is not p and value.dtype != p.dtype:
                    value = ops.cast(value, p.dtype)
                ops.assign(p, value)
                return
            if value is not None:
                raise TypeError(f"Parameter '{name}' already exists in network, can not assign this type: "
                                f"'{type(value)}' as a parameter.")
            params[name] = None   # MindSpore keeps the name: a Cell assigned to it later is a KeyError
            object.__setattr__(self, name, None)
            return
        cells = d.get("_cells")
        if cells is not None and name in cells:
            if value is not None:
                raise TypeError(f"Sub cell '{name}' already exists in network, can not assign this type: "
                                f"'{type(value)}' as a cell.")
            cells[name] = None
            object.__setattr__(self, name, None)
            return
        if params is not None and (getattr(value, "_is_buffer", False) or name in d.get("_buffers_", ())):
            if self._set_buffer_attr(name, value):   # h-nn: Cell buffers (installed by nn/cell_buffers.py)
                return
        if params is not None:
            self._drop(name)
            if isinstance(value, (list, tuple)) and value and all(isinstance(v, Parameter) for v in value):
                self._check_param_sequence(value)
            if isinstance(value, (list, tuple, dict)):
                for v in (value.values() if isinstance(value, dict) else value):
                    if isinstance(v, Cell):   # a tuple / list / dict attribute's Cells: container members
                        v.__dict__["_container_member"] = True
        object.__setattr__(self, name, value)

    def _check_param_sequence(self, value: Any) -> None:
        """MindSpore's rule for a list/tuple attribute of Parameters: two distinct Parameters with one name,
        over all such attributes of the Cell, are a ValueError (h-ut1)."""
        d = self.__dict__
        objs, names = d.setdefault("_param_seq_objs", set()), d.setdefault("_param_seq_names", set())
        for item in value:
            if id(item) in objs:
                continue
            objs.add(id(item))
            if item.name in names:
                raise ValueError(f"The value {value} , its name '{item.name}' already exists. "
                                 "Please set a unique name for the parameter.")
            names.add(item.name)

    def _name_param_tuple(self, value: ParameterTuple) -> None:
        """MindSpore's rule for a ParameterTuple attribute: each unnamed Parameter becomes ``Parameter$<k>`` (k counts
        from 1 per Cell); two distinct Parameters with one name are a ValueError."""
        d = self.__dict__
        seen, names = set(), set()
        for item in value:
            if id(item) in seen:
                continue
            seen.add(id(item))
            if not item._owner_named and item.name.startswith("Parameter#"):
                k = d.get("_param_tuple_id", 1)
                item.name = f"Parameter${k}"
                item._owner_named = True
                d["_param_tuple_id"] = k + 1
            if item.name in names:
                raise ValueError(f"The value {value} , its name '{item.name}' already exists. "
                                 "Please set a unique name for the parameter.")
            names.add(item.name)

    def _drop(self, name: str) -> None:
        d = self.__dict__
        d["_params"].pop(name, None)
        d["_cells"].pop(name, None)
        d["_params_list"].pop(name, None)
        d.get("_ptuple_keys", {}).pop(name, None)
        stamps = d.get("_pstamp", {})
        stamps.pop(("p", name), None)
        stamps.pop(("t", name), None)

    def __delattr__(self, name: str) -> None:
        if "_params" in self.__dict__:
            self._drop(name)
        object.__delattr__(self, name)

    def __getattr__(self, name: str) -> Any:
        # Only called when normal lookup fails.
        raise AttributeError(f"The '{type(self).__name__}' object has no attribute '{name}'.")

    def insert_param_to_cell(self, param_name: str, param: Optional[Parameter],
                             check_name_contain_dot: bool = True) -> None:
        """Register ``param`` under ``param_name`` (naming it so when it has a default name)."""
        if not isinstance(param_name, str) or not param_name:
            raise KeyError(f"param name must be a non-empty string, got {param_name!r}.")
        if check_name_contain_dot and "." in param_name:
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not contain'.' ")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not None, "
                            f"but got {type(param)}.")
        if "_params" not in self.__dict__:
            raise AttributeError("Can not assign params before Cell.__init__() call.")
        if self._cells.get(param_name) is not None:
            raise KeyError(f"For 'insert_param_to_cell', the {param_name} parameter already exists in the network."
                           "Cannot insert another parameter with the same name.")
        if param is not None and not param._owner_named:
            param.name = param_name
            param._owner_named = True
        stamps = self.__dict__.setdefault("_pstamp", {})
        if param_name in self._params and ("p", param_name) in stamps:
            # a Parameter replacing the Cell's Parameter of that name takes its place (MindSpore's _params is an
            # ordered dict: self.d.weight = Parameter(...) stays before d.bias; recorded: adapt34g/param_replace_order)
            self._params[param_name] = param
        else:
            self._drop(param_name)
            self._params[param_name] = param
            stamps[("p", param_name)] = next(_STAMPS)
        object.__setattr__(self, param_name, param)

    def insert_child_to_cell(self, child_name: str, child_cell: Optional["Cell"]) -> None:
        """Register a sub-Cell under ``child_name`` (in place when the name is taken, so the order of the children
        stays). As MindSpore's, it renames no Parameter: attribute assignment and the containers do that."""
        if not isinstance(child_name, str):   # MindSpore 2.10's checks and messages (adapt37pm sweep)
            raise TypeError(f"For 'insert_child_to_cell', the type of parameter 'child_name' must be str, "
                            f"but got {type(child_name)}.")
        if not child_name or "." in child_name:
            raise KeyError("For 'insert_child_to_cell', the parameter 'child_name' can not be None and "
                           "can not contain '.' ")
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise TypeError(f"For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, "
                            f"but got type {type(child_cell)}.")
        if "_params" not in self.__dict__:
            raise AttributeError("Can not assign cells before Cell.__init__() call.")
        if child_name in self._params:
            raise KeyError(f"For 'insert_child_to_cell', the {child_name} child cell already exists in the network."
                           "Cannot insert another child cell with the same name.")
        if child_cell is not None:
            # how graph code reaches the child (a container's member runs without its hooks there: _call_hooked)
            child_cell.__dict__["_container_member" if self._hooks_container else "_attribute_member"] = True
        if child_name in self._cells:
            self._cells[child_name] = child_cell
        else:
            self._drop(child_name)
            self._cells[child_name] = child_cell
        object.__setattr__(self, child_name, child_cell)

    def update_parameters_name(self, prefix: str = "", recurse: bool = True) -> None:
        """Rename this Cell's Parameters to ``prefix + <attribute path>`` (MindSpore's rule)."""
        import re

        # MindSpore 2.10 checks the prefix with a regular expression first: a prefix with other characters
        # ("net/", "a b") is its ValueError, a non-str its re TypeError (adapt37pm sweep)
        reg = r"^\w*[0-9a-zA-Z\_\.\-]*$"
        if not isinstance(prefix, (str, bytes)):
            raise TypeError(f"expected string or bytes-like object, got '{type(prefix).__name__}'")
        if re.match(reg, prefix, re.ASCII) is None:
            raise ValueError(f"The '{prefix}' is illegal, it must be match regular'{reg}' by flags'{re.ASCII}.'")
        for path, param in list(self.parameters_and_names(expand=recurse)):   # ParameterTuple members too
            param.name = prefix + path
            param._owner_named = True

    # -- traversal ------------------------------------------------------------------------------
    def cells_and_names(self, cells: Optional[set] = None, name_prefix: str = "") -> Iterator[Tuple[str, "Cell"]]:
        """Yield ``(path, cell)`` for this Cell and every sub-Cell, each once (pre-order)."""
        seen = cells if cells is not None else set()
        if id(self) in seen:
            return
        seen.add(id(self))
        yield name_prefix, self
        for key, cell in self._cells.items():
            if cell is None:
                continue
            path = f"{name_prefix}.{key}" if name_prefix else key
            yield from cell.cells_and_names(seen, path)

    def cells(self) -> Any:
        """The direct sub-Cells (a dict view, as MindSpore's ``name_cells().values()``)."""
        return self.name_cells().values()

    def name_cells(self) -> "OrderedDict[str, Cell]":
        """Direct sub-Cells by attribute name."""
        return OrderedDict((k, c) for k, c in self._cells.items() if c is not None)

    def _named_own_params(self, name_prefix: str = "", expand: bool = True) -> Iterator[Tuple[str, Parameter]]:
        seen: set = set()
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        for cell_path, cell in cells:
            for key, p in cell._params.items():
                if p is None or id(p) in seen:
                    continue
                seen.add(id(p))
                yield (f"{cell_path}.{key}" if cell_path else key), p

    def parameters_and_names(self, name_prefix: str = "", expand: bool = True) -> Iterator[Tuple[str, Parameter]]:
        """Yield ``(path, Parameter)`` for every Parameter once, sub-Cells included when ``expand``.

        Cell by Cell, as MindSpore (whose ParameterTuple members live in the Cell's ``_params``): a
        Cell's Parameter attributes and ParameterTuples' members in the order they were set, then the
        next Cell's.  The order is the checkpoint's (an optimizer's moments come before a learning-rate
        sub-Cell's Parameter).
        """
        seen: set = set()
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        for cell_path, cell in cells:
            for key, p in cell._own_parameters():
                if p is None or id(p) in seen:
                    continue
                seen.add(id(p))
                yield (f"{cell_path}.{key}" if cell_path else key), p

    def _own_parameters(self) -> List[Tuple[str, Any]]:
        """This Cell's ``(key, Parameter)`` entries: Parameter attributes and ParameterTuple members in the order
        they were set, as MindSpore's ``_params`` (entries set otherwise first)."""
        stamps = self.__dict__.get("_pstamp", {})
        tuple_keys = self.__dict__.get("_ptuple_keys", {})
        groups = [(stamps.get(("p", key), -1), [(key, p)]) for key, p in self._params.items()]
        for tname, ptuple in self._params_list.items():
            keyed = tuple_keys.get(tname)
            groups.append((stamps.get(("t", tname), -1), keyed if keyed is not None else [(q.name, q) for q in ptuple]))
        groups.sort(key=lambda g: g[0])   # (stable: unstamped entries keep their places)
        return [entry for _, entries in groups for entry in entries]

    def get_parameters(self, expand: bool = True) -> Iterator[Parameter]:
        """Yield every Parameter once."""
        for _, p in self.parameters_and_names(expand=expand):
            yield p

    def trainable_params(self, recurse: bool = True) -> List[Parameter]:
        """Parameters with ``requires_grad=True``, in registration order."""
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse: bool = True) -> List[Parameter]:
        """Parameters with ``requires_grad=False`` (moving statistics, optimizer state)."""
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse: bool = True) -> "OrderedDict[str, Parameter]":
        """``OrderedDict`` from Parameter name to Parameter."""
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    # -- modes ----------------------------------------------------------------------------------
    def set_train(self, mode: bool = True) -> "Cell":
        """Set training mode (Dropout, BatchNorm) on this Cell and all sub-Cells; returns self."""
        for _, cell in self.cells_and_names():
            cell.__dict__["training"] = bool(mode)
        return self

    def _set_jit_graph_name(self, key: str) -> None:
        """MindSpore names the graph ``jit(cell)`` compiles (its IR files); msgraph records the name."""
        self._jit_graph_name = key

    def set_grad(self, requires_grad: bool = True) -> "Cell":
        """Mark the Cell as differentiated (kept for MindSpore compatibility); returns self."""
        self.__dict__["requires_grad"] = bool(requires_grad)
        return self

    @property
    def cls_name(self) -> str:
        return type(self).__name__

    @property
    def phase(self) -> str:
        return "train" if self.training else "predict"

    @property
    def pipeline_stage(self) -> int:
        """The pipeline stage of this Cell (unset until assigned, as in MindSpore)."""
        return self._pipeline_stage

    @pipeline_stage.setter
    def pipeline_stage(self, value: int) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError("For 'Cell', the property 'pipeline_stage' must be int type, but got type : "
                            f"{type(value)}")
        if value < 0:
            raise ValueError(f"For 'Cell', the property 'pipeline_stage' can not be less than 0, but got {value}")
        self.__dict__["_pipeline_stage"] = value

    def apply(self, fn: Any) -> "Cell":
        """Call ``fn(cell)`` on every sub-Cell and self (post-order), returns self."""
        for cell in self.cells():
            cell.apply(fn)
        fn(self)
        return self

    # -- mixed precision ----------------------------------------------------------------------------
    def to_float(self, dst_type: Any) -> "Cell":
        """Run this Cell and all its sub-Cells with float inputs cast to ``dst_type`` (float16,
        float32 or bfloat16): every computing op inside takes its float inputs -- arguments,
        Parameters, intermediates -- in that dtype; the Parameters themselves stay as they are
        (float32 master weights).  Returns self; a later call overrides."""
        from ..common import dtype as mstype

        allowed = [d for d in (mstype.float16, mstype.float32, getattr(mstype, "bfloat16", None)) if d is not None]
        if not any(dst_type is d or dst_type == d for d in allowed):
            raise ValueError(f"For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
                             f"mstype.bfloat16, but got type: {type(dst_type)} and value: {dst_type}.")
        for _, cell in self.cells_and_names():
            cell.__dict__["_amp_policy"] = (dst_type, None)
        return self

    # -- printing -------------------------------------------------------------------------------
    def extra_repr(self) -> str:
        """The text between the parentheses of the repr; layers override this or ``extend_repr``."""
        return ""

    def extend_repr(self) -> str:
        """MindSpore's hook for the text between ``(`` and ``)`` in ``repr(cell)``."""
        return self.extra_repr()

    def _repr_cells(self) -> List[Any]:
        """The ``(name, cell)`` pairs ``repr`` lists: the child Cells (a layer may name MindSpore's own children)."""
        return [(k, c) for k, c in self._cells.items() if c is not None] if "_cells" in self.__dict__ else []

    def __repr__(self) -> str:
        # MindSpore 2.10: ``Net(\n  (dense): Dense(...)\n  (act): ReLU()\n)``, ``ReLU()``; an extend_repr of several
        # lines is written one line each, indented, as with children (a Tensor initializer's text, measured pr50)
        extra = self.extend_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = [f"({key}): {_addindent(repr(cell), 2)}" for key, cell in self._repr_cells()]
        lines = extra_lines + child_lines
        info = type(self).__name__ + "("
        if lines:
            if len(extra_lines) == 1 and not child_lines:
                info += extra_lines[0]
            else:
                info += "\n  " + "\n  ".join(lines) + "\n"
        return info + ")"

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) - set(_INTERNAL) | set(self._params) | set(self._cells))


def _addindent(text: str, spaces: int) -> str:
    """Every line of ``text`` but the first indented by ``spaces``."""
    first, *rest = text.split("\n")
    return "\n".join([first] + [" " * spaces + line for line in rest])


def _fresh(out: Any) -> Any:
    if isinstance(out, Tensor):
        return Tensor._wrap(out._data)
    if isinstance(out, tuple):
        return tuple(_fresh(o) for o in out)
    return out


def _check_hook_fn(hook_fn: Any) -> None:
    if not callable(hook_fn):
        raise TypeError(f"Expected a callable hook function, but got {type(hook_fn).__name__}.")
    if getattr(hook_fn, "__msgraph_jit_fn__", None) is not None:   # MindSpore: a Python function only
        raise TypeError("The hook function of a Cell can not be decorated by '@jit'.")


class _HookHandle:
    """What register_forward_(pre_)hook returns: ``remove()`` unregisters the hook."""

    def __init__(self, hooks_: dict, key: object, extra: Any = ()) -> None:
        self._hooks, self._key, self._extra = hooks_, key, extra

    def remove(self) -> None:
        self._hooks.pop(self._key, None)
        for e in self._extra:
            e.discard(self._key)
