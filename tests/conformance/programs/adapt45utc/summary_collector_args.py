"""SummaryCollector's argument checks and the summary helper modules (adapt45utc, ut train/summary
test_summary_collector and utils/test_file_system as written).  msgraph could not import the test files
(no ``mindspore.train.summary.enums``, no ``SummaryCollector._DEFAULT_SPECIFIED_DATA``, no
``common.file_system._register_basic_file_system``) and took a blank summary_dir as a TypeError (MindSpore:
ValueError), a file as summary_dir silently (NotADirectoryError), non-str keys of collect_specified_data by their
values, and did not check histogram_regular's pattern, collect_landscape's keys / values or a second
SummaryCollector among the callbacks."""
import os
import tempfile

import mindspore as ms
from mindspore import nn, SummaryCollector
from mindspore.train.callback import _InternalCallbackParam
from mindspore.train.summary.enums import ModeEnum, PluginEnum, WriterPluginEnum
from mindspore.train.summary.summary_record import _DEFAULT_EXPORT_OPTIONS
from mindspore.common.file_system import FileSystem, _register_basic_file_system, _register_mindio_file_system
from _conf import emit, emit_error

emit("enum_mode", ModeEnum.to_list())
emit("enum_plugin", PluginEnum.to_list())
emit("enum_plugin_hist", PluginEnum.HISTOGRAM.value)
emit("enum_writer", [m.value for m in WriterPluginEnum])
emit("export_options_keys", sorted(_DEFAULT_EXPORT_OPTIONS))
emit("default_keys", sorted(SummaryCollector._DEFAULT_SPECIFIED_DATA))
emit("default_landscape_keys", sorted(SummaryCollector._DEFAULT_SPECIFIED_DATA["collect_landscape"]))

fs = FileSystem()
emit("fs_basic", [_register_basic_file_system(fs), fs.create is open, fs.create_args, fs.open is open, fs.open_args])
emit("fs_mindio", [_register_mindio_file_system(fs), fs.backend])

base = tempfile.mkdtemp(suffix="adapt45utc")


def d():
    return tempfile.mkdtemp(dir=base)


def make(**kw):
    c = SummaryCollector(d(), **kw)
    return sorted(c._collect_specified_data) if hasattr(c, "_collect_specified_data") else "made"


emit_error("dir_blank", lambda: SummaryCollector(""))
emit_error("dir_spaces", lambda: SummaryCollector("   "))
emit_error("dir_int", lambda: SummaryCollector(1234))
f = os.path.join(d(), "file.txt")
with open(f, "w") as fh:
    fh.write("x")
emit_error("dir_is_file", lambda: SummaryCollector(f))
emit_error("key_int", lambda: make(collect_specified_data={123: 123}))
emit_error("key_none", lambda: make(collect_specified_data={None: True}))
emit_error("key_unexpected", lambda: make(collect_specified_data={"unexpected_key": True}))
emit_error("regular_bad", lambda: make(collect_specified_data={"histogram_regular": "*"}))
emit_error("regular_ok", lambda: make(collect_specified_data={"histogram_regular": "^conv.*"}))
emit_error("regular_int", lambda: make(collect_specified_data={"histogram_regular": 1}))
emit_error("metric_none", lambda: make(collect_specified_data={"collect_metric": None}))
emit_error("no_default", lambda: make(collect_specified_data={"collect_metric": True}, keep_default_action=False))
LS = {"landscape_size": 40, "unit": "step", "num_samples": 2048, "create_landscape": {"train": True, "result": True},
      "intervals": [[1, 2, 3]]}


def land(**over):
    v = dict(LS)
    v.update(over)
    return lambda: make(collect_specified_data={"collect_landscape": v})


emit_error("land_ok", land())
emit_error("land_unexpected", lambda: make(collect_specified_data={"collect_landscape": {"unexpected": 1}}))
emit_error("land_size_small", land(landscape_size=2))
emit_error("land_size_float", land(landscape_size=40.0))
emit_error("land_unit_bad", land(unit="batch"))
emit_error("land_unit_int", land(unit=1))
emit_error("land_samples_str", land(num_samples="1"))
emit_error("land_create_key", land(create_landscape={"test": True}))
emit_error("land_create_val", land(create_landscape={"train": "yes"}))
emit_error("land_intervals_none", land(intervals=None))
emit_error("land_intervals_short", land(intervals=[[1, 2]]))
emit_error("land_intervals_float", land(intervals=[[1, 2, 3.0]]))
emit_error("land_intervals_inner", land(intervals=[(1, 2, 3)]))
emit_error("land_none", lambda: make(collect_specified_data={"collect_landscape": None}))
emit_error("land_list", lambda: make(collect_specified_data={"collect_landscape": [1]}))


def two():
    cb = _InternalCallbackParam()
    cb.list_callback = [SummaryCollector(d()), SummaryCollector(d())]
    SummaryCollector(d())._check_callbacks(cb)
    return "ok"


def one():
    cb = _InternalCallbackParam()
    cb.list_callback = [SummaryCollector(d()), nn.Dense(1, 1)]
    SummaryCollector(d())._check_callbacks(cb)
    return "ok"


emit_error("two_collectors", two)
emit_error("one_collector", one)
