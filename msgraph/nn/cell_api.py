"""More of MindSpore's ``nn.Cell`` API, for model-zoo code that calls it.

Each method is attached to :class:`~msgraph.nn.cell.Cell` only where the class does not define it
already (so a fuller definition in ``cell.py`` always wins):

* ``add_flags(**flags)`` / ``add_flags_recursive(**flags)`` / ``get_flags()`` -- a per-Cell flag
  dictionary (MindSpore's ``_mindspore_flags``); flags are also readable as attributes.
* ``recompute(**kwargs)`` -- a no-op: msgraph keeps every forward value for the backward pass
  (recomputation only trades memory for time in MindSpore; results are identical).
* ``shard(in_strategy, out_strategy=None, parameter_plan=None, device='Ascend', level=0)`` -- a
  no-op returning the Cell: msgraph runs on one device, where a sharding strategy changes nothing.
* ``set_jit_config(jit_config)`` -- stores the config (``get_jit_config()`` returns it); Graph mode
  compiles with the context's settings.
* ``set_boost``, ``set_comm_fusion``, ``set_inputs``, ``set_data_parallel``: accepted and stored
  (boost, communication fusion and dynamic-shape declarations change no value here; a Graph-mode call is
  checked against ``set_inputs``' declaration: common/dyn_inputs.py).
* ``to(device=None, dtype=None)`` / ``to(dtype)`` / ``to(tensor)`` -- casts the float/complex Parameters and
  buffers in place (device accepted); ``get_sub_cell(target)``; ``update_cell_prefix()`` / ``param_prefix``.
* ``cls_name`` -- the class name (MindSpore layers use it in messages).
* ``init_parameters_data()`` -- ``{Parameter: Parameter}`` (data is always initialised here).
"""
from __future__ import annotations

from typing import Any, Dict

from ..log import warning as _warning
from .cell import Cell

__all__ = ["install"]


def _flags(self: Cell) -> Dict[str, Any]:
    d = self.__dict__
    if "_mindspore_flags" not in d:
        d["_mindspore_flags"] = {}
    return d["_mindspore_flags"]


def add_flags(self: Cell, **flags: Any) -> Cell:
    """Set flags on this Cell (also readable as attributes); returns the Cell."""
    _flags(self).update(flags)
    for k, v in flags.items():
        self.__dict__[k] = v
    # MindSpore's _add_mixed_precision_flag: a true fp16 / fp32 / bf16 flag is the Cell's mixed-precision
    # type (what to_float sets; zoo code writes add_flags_recursive(fp16=True)); the last true one wins
    dst = None
    for key, name in (("fp16", "float16"), ("fp32", "float32"), ("bf16", "bfloat16")):
        if flags.get(key, False):
            dst = name
    if dst is not None:
        from ..common import dtype as mstype

        self.__dict__["_amp_policy"] = (getattr(mstype, dst), None)
    return self


def add_flags_recursive(self: Cell, **flags: Any) -> Cell:
    """``add_flags`` on this Cell and every sub-Cell; returns the Cell."""
    for _, cell in self.cells_and_names():
        add_flags(cell, **flags)
    return self


def get_flags(self: Cell) -> Dict[str, Any]:
    """The flags set with ``add_flags``."""
    return _flags(self)


def recompute(self: Cell, *, use_reentrant: Any = True, output_recompute: Any = False, early_stop: Any = True,
              context_fn: Any = None, **kwargs: Any) -> None:
    """MindSpore recomputes this Cell's forward in the backward pass to save memory; msgraph keeps the
    forward values instead (same results), so this only records the request.  MindSpore 2.10's keywords
    (``use_reentrant``, ``output_recompute``, ``early_stop``, ``context_fn``) are accepted; its checks, measured
    (r2jit/recompute_args): ``output_recompute`` and the two ``*_comm_recompute`` flags must be bools."""
    for key in kwargs:
        if key not in ("mp_comm_recompute", "parallel_optimizer_comm_recompute", "recompute_slice_activation"):
            raise ValueError(f"For 'recompute', keyword '{key}' is not recognized! the key kwargs must be "
                             "'mp_comm_recompute', 'parallel_optimizer_comm_recompute', 'recompute_slice_activation'")
    if not isinstance(output_recompute, bool):
        raise TypeError(f"The input value must be a bool, but got {type(output_recompute).__name__}.")
    for key in ("mp_comm_recompute", "parallel_optimizer_comm_recompute"):
        if key in kwargs and not isinstance(kwargs[key], bool):
            raise TypeError(f"The parameter '{key}' must be <class 'bool'>, but got {type(kwargs[key])}")
    if self.__dict__.get("_has_config_recompute"):
        return   # MindSpore: configured once (a parent's recompute already covers its children)
    for _, cell in self.cells_and_names():
        _flags(cell)["recompute"] = True
        cell.__dict__["_has_config_recompute"] = True
        scope = cell._scope
        if scope is None or not scope.startswith("recompute_"):
            cell.__dict__["_scope"] = "recompute_" + (scope or "")


def get_scope(self: Cell) -> Any:
    """The Cell's name scope: None until ``generate_scope`` (or ``recompute``, which prefixes 'recompute_')."""
    return self._scope


def _children_scope(cell: Cell, prefix: str, with_class: bool):
    named = list(cell.name_cells().items())
    for name, sub in named:
        yield prefix + "/" + name + ("-" + type(sub).__name__ if with_class else ""), sub
    for name, sub in named:
        yield from _children_scope(sub, prefix + "/" + name + ("-" + type(sub).__name__ if with_class else ""),
                                   with_class)


def generate_scope(self: Cell) -> None:
    """Set each sub-Cell's scope ('Default/name-Class/...') where it has none (MindSpore's)."""
    from .. import context
    for name, cell in _children_scope(self, "Default", context.get_context("reserve_class_name_in_scope")):
        if cell._scope is None:
            cell.__dict__["_scope"] = name
        elif cell._scope == "recompute_":
            cell.__dict__["_scope"] = cell._scope + name


def check_names(self: Cell) -> None:
    """Two Parameters of the Cell with one name: MindSpore's ValueError (``_cell_graph_executor.compile`` runs it)."""
    names = set()
    for value, param in self.parameters_and_names():
        if param.name in names:
            raise ValueError(f"The value of {value} is {param}, its name '{param.name}' already exists. "
                             "Please set a unique name for the parameter.")
        names.add(param.name)


def check_names_and_refresh_name(self: Cell) -> None:
    """Duplicate Parameter names: rename every Parameter by its attribute path, then :func:`check_names`."""
    all_name = [p.name for p in dict(self.parameters_and_names()).values()]
    if len(set(all_name)) < len(all_name):
        self.update_parameters_name()
        self.check_names()


def shard(self: Cell, in_strategy: Any = None, out_strategy: Any = None, parameter_plan: Any = None,
          device: str = "Ascend", level: int = 0) -> Cell:
    """A sharding strategy for auto-parallel; one device here, so nothing to shard: returns the Cell."""
    self.__dict__["_shard_strategy"] = (in_strategy, out_strategy, parameter_plan, device, level)
    return self


def set_jit_config(self: Cell, jit_config: Any) -> None:
    """Store a JitConfig for this Cell (read back with ``get_jit_config``).  As in MindSpore 2.10 it is
    set once (a second call warns and is ignored) and must be a JitConfig (anything else: the
    AttributeError of reading its ``jit_config_dict``)."""
    if self.__dict__.get("_jit_config_dict") is not None:
        _warning("For Cell, jit config can only be set once, ignore this setting.")
        return
    jit_config.jit_config_dict   # noqa: B018  (MindSpore reads it here: a dict is an AttributeError)
    self.__dict__["_jit_config_dict"] = jit_config


def get_jit_config(self: Cell) -> Any:
    return self.__dict__.get("_jit_config_dict")


def _jit_config_dict(self: Cell) -> Dict[str, Any]:
    """``cell.jit_config_dict``: the set JitConfig's dict ({} before ``set_jit_config``)."""
    cfg = self.__dict__.get("_jit_config_dict")
    return cfg.jit_config_dict if cfg is not None else {}


def set_boost(self: Cell, boost_type: Any) -> Cell:
    self.__dict__["_boost_type"] = boost_type
    return self


def set_comm_fusion(self: Cell, fusion_type: int, recurse: bool = True) -> Cell:
    self.__dict__["_comm_fusion"] = fusion_type
    return self


def set_inputs(self: Cell, *inputs: Any, **kwargs: Any) -> None:
    """Declare (possibly dynamic-shape) inputs; msgraph compiles per concrete signature anyway, and checks a
    Graph-mode call's arguments against the declaration as MindSpore does (common/dyn_inputs.py)."""
    from ..common import dyn_inputs
    from ..context import GRAPH_MODE, get_context

    if kwargs and inputs:
        raise ValueError('For Cell, set_inputs should only set inputs or kwargs(inputs: %s, kwargs: %s)!'
                         % (inputs, kwargs))
    if kwargs:
        dyn_inputs.resolve_keywords(self, kwargs)
        self.__dict__["_dynamic_inputs"] = (inputs, kwargs)
        return
    # MindSpore keeps the declaration before it checks it against construct: after that TypeError, a call
    # is its ValueError on the count
    self.__dict__["_dynamic_inputs"] = (inputs, kwargs)
    if get_context("mode") == GRAPH_MODE:
        dyn_inputs.check_construct_count(self, inputs)


def get_inputs(self: Cell) -> Any:
    got = self.__dict__.get("_dynamic_inputs")
    return got[0] if got else None


def set_data_parallel(self: Cell) -> None:
    """Accepted (one device here); returns None as MindSpore's."""
    return None


def _is_float_or_complex(dtype: Any) -> bool:
    return type(dtype).__name__ in ("Float", "Complex") or str(dtype) == "BFloat16"


def _to_args(args: Any, kwargs: Any) -> Any:
    """(device, dtype) of MindSpore's three forms: to(device=None, dtype=None, non_blocking=False),
    to(dtype, non_blocking=False), to(tensor, non_blocking=False); anything else is a TypeError."""
    from ..common import dtype as mstype
    from ..common.tensor import Tensor

    kw = dict(kwargs)
    kw.pop("non_blocking", None)
    pos = list(args)
    if len(pos) > 1 and isinstance(pos[-1], bool):
        pos.pop()
    device = kw.pop("device", None)
    dtype = kw.pop("dtype", None)
    ok = not kw and len(pos) <= 2
    if ok and pos:
        first = pos[0]
        if isinstance(first, Tensor):
            dtype, ok = first.dtype, len(pos) == 1
        elif isinstance(first, mstype.DType):
            dtype, ok = first, len(pos) == 1
        elif isinstance(first, str) or first is None:
            device = first
            if len(pos) == 2:
                dtype, ok = pos[1], isinstance(pos[1], mstype.DType)
        else:
            ok = False
    if not ok or (dtype is not None and not isinstance(dtype, mstype.DType)):
        shown = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
        raise TypeError(f'Failed calling Cell.to with "Cell.to({shown})".')
    return device, dtype


def to(self: Cell, *args: Any, **kwargs: Any) -> Cell:
    """Cast the float and complex Parameters and buffers of this Cell and its sub-Cells to ``dtype`` in place
    (the same Parameter objects; integer ones are kept); ``device`` is accepted (one device here).  ``dtype``
    must be a float or complex dtype (TypeError otherwise).  Returns the Cell."""
    from .. import ops

    device, dtype = _to_args(args, kwargs)
    if dtype is None:
        return self
    if not _is_float_or_complex(dtype):
        raise TypeError(f"Cell.to only accepts floating point or complex dtypes, but got desired dtype={dtype}")
    if type(dtype).__name__ == "Complex":
        import warnings

        warnings.warn("Complex modules are a new feature under active development whose design may change, and "
                      "some modules might not work as expected when using complex tensors as parameters or buffers.",
                      UserWarning)
    for t in list(self.get_parameters()) + list(self.buffers()):
        if _is_float_or_complex(t.dtype) and t.dtype != dtype:
            data = ops.cast(t, dtype)._data
            if hasattr(t, "_write"):
                t._write(data)
            else:
                t._data = data
                t._update_aliases()
    return self


def get_sub_cell(self: Cell, target: str) -> Cell:
    """The sub-Cell at the dotted path ``target`` ("net_b.net_c"; "" is the Cell itself)."""
    if target == "":
        return self
    cell = self
    for item in target.split("."):
        if not hasattr(cell, item):
            raise AttributeError(type(cell).__name__ + " has no attribute `" + item + "`")
        cell = getattr(cell, item)
        if not isinstance(cell, Cell):
            raise AttributeError("`" + item + "` is not an nn.Cell")
    return cell


def _param_prefix(self: Cell) -> str:
    return self.__dict__.get("_param_prefix", "")


def update_cell_prefix(self: Cell) -> None:
    """Set each sub-Cell's ``param_prefix`` to its dotted name in this Cell."""
    for name, cell in self.cells_and_names():
        cell.__dict__["_param_prefix"] = name


def init_parameters_data(self: Cell, auto_parallel_mode: bool = False) -> Dict[Any, Any]:
    """Parameters are always initialised here: ``{param: param}`` for every Parameter."""
    return {p: p for p in self.get_parameters()}


def _cls_name(self: Cell) -> str:
    return type(self).__name__


_METHODS = {
    "add_flags": add_flags, "add_flags_recursive": add_flags_recursive, "get_flags": get_flags,
    "recompute": recompute, "get_scope": get_scope, "check_names": check_names,
    "check_names_and_refresh_name": check_names_and_refresh_name, "generate_scope": generate_scope, "shard": shard, "set_jit_config": set_jit_config, "get_jit_config": get_jit_config,
    "jit_config_dict": property(_jit_config_dict),
    "set_boost": set_boost, "set_comm_fusion": set_comm_fusion, "set_inputs": set_inputs,
    "get_inputs": get_inputs, "set_data_parallel": set_data_parallel, "to": to, "get_sub_cell": get_sub_cell,
    "param_prefix": property(_param_prefix), "update_cell_prefix": update_cell_prefix,
    "init_parameters_data": init_parameters_data, "cls_name": property(_cls_name),
    # what set_inputs declared (None before): MindSpore's attribute, which test helpers read
    "_dynamic_shape_inputs": property(get_inputs),
}


def install() -> None:
    """Attach the methods above to Cell where it does not define them."""
    for name, fn in _METHODS.items():
        if name not in Cell.__dict__:
            setattr(Cell, name, fn)


install()
