"""``export(..., file_format="MINDIR")``, ``load`` and ``nn.GraphCell`` within one process.

msgraph cannot write MindSpore's MindIR protobuf graph (its graphs are Python source compiled at run
time, not a serializable IR with MindSpore's op set). What a MindIR round trip gives a program --
``export`` a network, ``load`` the file, run it as ``nn.GraphCell(graph)`` on inputs like the exported
ones, in Graph mode, with the parameter values of the moment of export -- works in the process that
exported it:

* ``export`` freezes a copy of the network (``copy.deepcopy``; where a network cannot be copied, the
  network itself with a snapshot of its parameter values) under a random token and writes
  ``<file_name>.mindir``: a header line and JSON naming the token, the network class and its
  parameters (not MindSpore's format: MindSpore cannot read it, nor msgraph in another process);
* ``load`` reads that file and returns the frozen network as a :class:`FuncGraph`; a file from
  another process or from MindSpore raises ``RuntimeError("Load MindIR failed. ...")`` saying why;
* :class:`msgraph.nn.GraphCell` runs a FuncGraph in Graph mode (``params_init`` updates parameter
  values by name, as in MindSpore).
"""
from __future__ import annotations

import json
import os
import uuid
from typing import Any, Dict, Tuple

from ..nn.graph_cell import FuncGraph

MAGIC = b"MSGRAPH-MINDIR 1\n"

#: token -> FuncGraph exported by this process
_EXPORTED: Dict[str, "FuncGraph"] = {}


def export_mindir(net: Any, inputs: Tuple[Any, ...], path: str) -> str:
    graph = FuncGraph(net, inputs)
    token = uuid.uuid4().hex
    _EXPORTED[token] = graph
    meta = {"token": token, "pid": os.getpid(), "net": graph.net_class,
            "parameters": sorted(graph.parameters()), "inputs": [list(map(str, i)) for i in graph.inputs]}
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(MAGIC + json.dumps(meta).encode() + b"\n")
    os.replace(tmp, path)
    return path


def load(file_name: Any, **kwargs: Any) -> FuncGraph:
    """``mindspore.load``: the network a MindIR file holds (here: one this process exported)."""
    if "obf_func" in kwargs:
        raise NotImplementedError("Dynamic model structure obfuscation is no longer supported.")
    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', "
                         "please input the correct 'file_name'.")
    if not os.path.exists(file_name):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) does not exist, "
                         "please check whether the 'file_name' is correct.")
    with open(file_name, "rb") as f:
        head = f.readline()
        body = f.readline()
    if head != MAGIC:
        raise RuntimeError(f"Load MindIR failed. {file_name!r} is not a file msgraph exported: msgraph cannot "
                           f"read MindSpore's MindIR graphs (load the parameters from a checkpoint and build the "
                           f"network in Python instead).")
    try:
        token = json.loads(body)["token"]
    except (ValueError, KeyError, TypeError):
        raise RuntimeError(f"Load MindIR failed. {file_name!r} is damaged.") from None
    graph = _EXPORTED.get(token)
    if graph is None:
        raise RuntimeError(f"Load MindIR failed. {file_name!r} was exported by another msgraph process: msgraph "
                           f"keeps an exported network in the process that exported it (its graphs are Python "
                           f"code). Export and load in one process, or save a checkpoint and build the network.")
    return graph
