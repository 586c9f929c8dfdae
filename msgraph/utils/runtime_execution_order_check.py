"""``mindspore.utils.runtime_execution_order_check`` and ``comm_exec_order_check``: an offline check that the
ranks of a distributed job ran their communication operators in orders that fit together.

While collection is on (``comm_exec_order_check("start")`` ... ``("end")``, Ascend only), every rank writes the
communication operators it ran, in order, to ``rank_<id>/execute_order/comm_execute_order.csv`` with the
columns ``COLUMNS``.  ``runtime_execution_order_check(folders)`` reads those files and

1. turns every row into a key that names the same communication on every rank taking part
   (``modify_execute_orders``): ``allGather_<group>_(0,1,2,3)_1th``, ``Send_Receive_<group>_(0)->(1)_<shape>_1th``
   for a point-to-point transfer (the sender's own rank is the source, the receiver's the destination),
   ``broadcast_<group>_commRank:(0,1)_rootRank:(0)_1th`` for a rooted collective; the ``<n>th`` suffix counts
   repeats of the same communication on one rank;
2. checks that every rank a key names also ran that key (``parse_and_validate``);
3. looks for a cycle in the "runs before" graph made of every rank's consecutive keys
   (``detect_cycle_in_graph``): a cycle is an order no schedule can satisfy, i.e. a hang.

Problems are reported through ``mindspore.log``; the functions do not raise on inconsistent data, only on a
bad argument (a path that does not exist, a folder without ``rank_<id>`` folders, an unknown action).
msgraph writes no such files (it runs no Ascend communication); the checker reads files from any source.
"""
from __future__ import annotations

import csv
import os
import re
from collections import Counter
from typing import Dict, Iterable, List, Optional, Sequence, Tuple, Union

from .. import _c_expression
from .. import log as logger

__all__ = ["ExecuteOrder", "RankFolderParser", "modify_execute_orders", "parse_and_validate",
           "detect_cycle_in_graph", "runtime_execution_order_check", "comm_exec_order_check"]

#: the columns of ``comm_execute_order.csv``, in the order the runtime writes them
COLUMNS = ("index", "group", "comm_rank", "primitive", "src_rank", "dest_rank", "root_rank", "input_shape",
           "input_type", "output_shape", "output_type", "input_size", "output_size")
ORDER_DIR = "execute_order"
ORDER_FILE = "comm_execute_order.csv"
_RANK_DIR = re.compile(r"^rank_(.+)$")
_SEND = ("send",)
_RECEIVE = ("receive", "recv")
_ROOTED = ("broadcast", "reduce", "scatter", "gather")   # collectives whose result depends on a root rank


class ExecuteOrder:
    """One row of ``comm_execute_order.csv``: one communication operator a rank ran (every field a string; the
    parser makes ``comm_rank``, the ranks of the group, a list)."""

    __slots__ = COLUMNS

    def __init__(self, index=None, group=None, comm_rank=None, primitive=None, src_rank=None, dest_rank=None,
                 root_rank=None, input_shape=None, input_type=None, output_shape=None, output_type=None,
                 input_size=None, output_size=None):
        values = locals()
        for name in COLUMNS:
            setattr(self, name, values[name])

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in COLUMNS if getattr(self, n) is not None)
        return f"ExecuteOrder({fields})"

    def __eq__(self, other) -> bool:
        return isinstance(other, ExecuteOrder) and all(getattr(self, n) == getattr(other, n) for n in COLUMNS)

    __hash__ = None


def _rank_sort_key(rank_id: str):
    return (0, int(rank_id), "") if str(rank_id).isdigit() else (1, 0, str(rank_id))


class RankFolderParser:
    """Reads the ``comm_execute_order.csv`` of every rank folder under ``folders`` (a path or a list of paths;
    each path is a ``rank_<id>`` folder or holds some).  ``parse()`` returns ``{rank id: [ExecuteOrder...]}``, or
    ``{}`` when the file of a rank folder is missing or unreadable (the error is logged)."""

    def __init__(self, folders: Union[str, Sequence[str]]):
        if isinstance(folders, (str, os.PathLike)):
            folders = [folders]
        if not isinstance(folders, (list, tuple)) or not all(isinstance(f, (str, os.PathLike)) for f in folders):
            raise TypeError(f"'folders' must be a path or a list of paths, but got {folders!r}.")
        self.folders = [os.fspath(f) for f in folders]
        seen = set()
        for folder in self.folders:
            self._validate(folder)
            for rank_id, _ in self._rank_folders_in(folder):
                if rank_id in seen:
                    raise ValueError(f"Duplicate rank folder detected: rank_{rank_id}. Each rank_x folder must be "
                                     f"unique. Please remove duplicates.")
                seen.add(rank_id)

    @staticmethod
    def _rank_folders_in(folder: str) -> List[Tuple[str, str]]:
        """(rank id, path) of the rank folders ``folder`` is or holds, by rank."""
        match = _RANK_DIR.match(os.path.basename(os.path.normpath(folder)))
        if match:
            return [(match.group(1), folder)]
        found = []
        for name in os.listdir(folder):
            match = _RANK_DIR.match(name)
            if match and os.path.isdir(os.path.join(folder, name)):
                found.append((match.group(1), os.path.join(folder, name)))
        return sorted(found, key=lambda item: _rank_sort_key(item[0]))

    def _validate(self, folder: str) -> None:
        if not os.path.isabs(folder):
            raise ValueError(f"Invalid path: {folder}. Please provide an absolute path, e.g., '/absolute/path/to/"
                             f"folder' or '/absolute/path/to/rank_x'.")
        if not os.path.exists(folder):
            raise ValueError(f"Path does not exist: {folder}. Ensure the path exists and is accessible.")
        if not os.path.isdir(folder):
            raise ValueError(f"Path is not a directory: {folder}")
        if not self._rank_folders_in(folder):
            raise ValueError(f"No rank_x folders found in {folder}")

    def parse_rank_folder(self, rank_folder: str, rank_id: str) -> Tuple[str, Optional[List[ExecuteOrder]]]:
        """``(rank_id, orders)``; ``orders`` is None (and an error is logged) when the file is missing, unreadable
        or lacks a column."""
        path = os.path.join(rank_folder, ORDER_DIR, ORDER_FILE)
        try:
            with open(path, "r", newline="") as handle:
                reader = csv.DictReader(handle)
                missing = [c for c in COLUMNS if c not in (reader.fieldnames or ())]
                if missing:
                    logger.error(f"The execute order file {path} of rank {rank_id} lacks the column(s) "
                                 f"{', '.join(missing)}; expected the header {','.join(COLUMNS)}.")
                    return rank_id, None
                orders = []
                for row in reader:
                    fields = {c: row[c] for c in COLUMNS}
                    fields["comm_rank"] = (fields["comm_rank"] or "").split()   # the group's ranks, a list
                    orders.append(ExecuteOrder(**fields))
        except (OSError, csv.Error, UnicodeDecodeError) as exc:
            logger.error(f"Cannot read the execute order file {path} of rank_{rank_id}: {exc}. Please ensure the "
                         f"communication execution order was collected for every rank.")
            return rank_id, None
        return rank_id, orders

    def parse(self) -> Dict[str, List[ExecuteOrder]]:
        result: Dict[str, List[ExecuteOrder]] = {}
        for folder in self.folders:
            for rank_id, rank_folder in self._rank_folders_in(folder):
                rank_id, orders = self.parse_rank_folder(rank_folder, rank_id)
                if orders is None:   # the orders of a subset of the ranks cannot be checked: nothing
                    return {}
                result[rank_id] = orders
        return result


def _empty(value) -> bool:
    return value is None or str(value).strip() == ""


def _rank_list(value) -> str:
    """A group's ranks, given as a list or as a string of ranks separated by spaces, as ``0,1,2``."""
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return ",".join(p for p in re.split(r"[\s,;]+", str(value).strip()) if p)


def _order_key(order: ExecuteOrder, rank: str) -> str:
    """The key naming ``order``'s communication the same way on every rank taking part (without the count)."""
    primitive, group = str(order.primitive), order.group
    prefix = primitive if _empty(group) else f"{primitive}_{group}"
    kind = primitive.lower()
    if kind in _SEND or kind in _RECEIVE:
        if kind in _SEND:
            src, dst, shape = rank, order.dest_rank, order.input_shape
        else:
            src, dst, shape = order.src_rank, rank, order.output_shape
        head = "Send_Receive" if _empty(group) else f"Send_Receive_{group}"
        key = f"{head}_({src})->({dst})"
        return key if _empty(shape) else f"{key}_{shape}"
    ranks = _rank_list(order.comm_rank) if not _empty(order.comm_rank) else ""
    if kind in _ROOTED and not _empty(order.root_rank):
        return f"{prefix}_commRank:({ranks})_rootRank:({order.root_rank})"
    return f"{prefix}_({ranks})"


def modify_execute_orders(execute_orders_map: Dict[str, Iterable[ExecuteOrder]]) -> Dict[str, List[str]]:
    """``{rank: [ExecuteOrder...]}`` -> ``{rank: [key...]}`` (see the module docstring), each key ending in
    ``_<n>th``: the n-th time that rank ran that communication."""
    result: Dict[str, List[str]] = {}
    for rank, orders in execute_orders_map.items():
        seen: Counter = Counter()
        keys = []
        for order in orders:
            base = _order_key(order, rank)
            seen[base] += 1
            keys.append(f"{base}_{seen[base]}th")
        result[rank] = keys
    return result


_P2P = re.compile(r"\(([^()]*)\)->\(([^()]*)\)")
_COMM_RANK = re.compile(r"commRank:\(([^()]*)\)")
_RANKS = re.compile(r"\(([\d\s,]*)\)")


def _ranks_of_key(key: str) -> List[str]:
    """The ranks a key says take part in its communication."""
    match = _P2P.search(key)
    if match:
        groups = [match.group(1), match.group(2)]
    else:
        match = _COMM_RANK.search(key) or _RANKS.search(key)
        groups = [match.group(1)] if match else []
    ranks: List[str] = []
    for g in groups:
        for r in re.split(r"[\s,]+", g.strip()):
            if r and r not in ranks:
                ranks.append(r)
    return ranks


def parse_and_validate(data: Dict[str, List[str]], all_rank: bool = False) -> None:
    """Check that every rank a key of ``data`` (``{rank: [key...]}``) names also ran that key, and report (log) each
    rank that lacks one, or that ``data`` lacks.  With ``all_rank=True`` a key that names no ranks is expected on
    every rank of ``data``.  A rank whose value is not a list of strings is reported and skipped."""
    if not isinstance(data, dict):
        logger.error(f"The execute orders must be a dict of rank -> list of keys, but got {type(data).__name__}.")
        return
    valid: Dict[str, set] = {}
    for rank, keys in data.items():
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            logger.error(f"Values for key '{rank}' must be a list of strings.")
            continue
        valid[str(rank)] = set(keys)
    for rank, keys in data.items():
        rank = str(rank)
        if rank not in valid:
            continue
        for key in keys:
            if not key:
                continue
            ranks = _ranks_of_key(key)
            if not ranks and all_rank:
                ranks = list(valid)
            absent = sorted((r for r in ranks if r != rank and r not in valid), key=_rank_sort_key)
            if absent:
                logger.error(f"The following ranks are missing for value '{key}': {set(absent)}")
            for other in ranks:
                if other != rank and other in valid and key not in valid[other]:
                    logger.error(f"Key '{other}' is missing the value '{key}'.")


def detect_cycle_in_graph(ranks_map: Dict[str, List]) -> Tuple[Optional[list], Optional[List[str]]]:
    """Look for a cycle in the graph whose edges are every rank's consecutive entries (``a -> b``: the rank ran
    ``a`` right before ``b``).  Returns ``(path, edges)``: the nodes of the first cycle found, the first repeated
    at the end, and ``"<rank> <a> -> <b>"`` for each of its edges; ``(None, None)`` when there is none.  The
    search starts from the nodes in the order they first appear, following edges in the order they were made."""
    graph: Dict = {}
    for rank, nodes in ranks_map.items():
        nodes = list(nodes)
        for node in nodes:
            graph.setdefault(node, {})
        for a, b in zip(nodes, nodes[1:]):
            graph[a].setdefault(b, rank)   # the first rank that made the edge names it
    done, on_path = set(), {}
    for start in graph:
        if start in done:
            continue
        path = [start]
        on_path[start] = 0
        iters = [iter(graph[start])]
        while iters:
            node = path[-1]
            nxt = next(iters[-1], _END)
            if nxt is _END:
                iters.pop()
                done.add(node)
                del on_path[node]
                path.pop()
                continue
            if nxt in on_path:
                cycle = path[on_path[nxt]:] + [nxt]
                edges = [f"{graph[a][b]} {a} -> {b}" for a, b in zip(cycle, cycle[1:])]
                return cycle, edges
            if nxt in done:
                continue
            on_path[nxt] = len(path)
            path.append(nxt)
            iters.append(iter(graph[nxt]))
    return None, None


_END = object()


def runtime_execution_order_check(folders_: Union[str, Sequence[str]], roles: Optional[Sequence] = None) -> None:
    """Check the communication execution orders the ranks under ``folders_`` (absolute paths) recorded, as the
    module docstring says, and log what is found; ``roles``: the rank ids to check (default: every rank found)."""
    orders = RankFolderParser(folders_).parse()
    if roles is not None:
        wanted = {str(r) for r in (roles if isinstance(roles, (list, tuple, set)) else [roles])}
        orders = {rank: value for rank, value in orders.items() if rank in wanted}
    if not orders:
        logger.error(f"No communication execute orders were read from {folders_}.")
        return
    keys = modify_execute_orders(orders)
    parse_and_validate(keys, all_rank=roles is None)
    cycle, edges = detect_cycle_in_graph(keys)
    if cycle is None:
        logger.warning("Cycle Check success. There is no cycle in the graph.")
        return
    logger.error("Cycle detected:")
    logger.error(" -> ".join(map(str, cycle)))
    logger.error("Involving ranks:")
    for edge in edges:
        logger.error(edge)


_COLLECTING = [False]


def comm_exec_order_check(action: str) -> None:
    """``"start"`` / ``"end"`` the recording of the communication operators' execution order by the runtime's
    ``CommExecOrderChecker`` (it records on Ascend; msgraph runs no Ascend communication, so nothing is
    recorded).  A second ``"start"``, or an ``"end"`` without a ``"start"``, is logged as an error and ignored."""
    if not isinstance(action, str):
        raise TypeError("The 'action' parameter must be a string.")
    if action not in ("start", "end"):
        raise ValueError("Invalid action. Please use 'start' or 'end'.")
    if action == "start":
        if _COLLECTING[0]:
            logger.error("The 'start' action cannot be called again before the 'end' action.")
            return
        _c_expression.CommExecOrderChecker.get_instance().start_collect_exec_order()
        _COLLECTING[0] = True
        return
    if not _COLLECTING[0]:
        logger.error("The 'end' action cannot be called before the 'start' action.")
        return
    _c_expression.CommExecOrderChecker.get_instance().stop_collect_exec_order()
    _COLLECTING[0] = False
