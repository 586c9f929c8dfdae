"""tests/ut/python/train/test_landscape.py (test_params_gen_landscape_with_multi_process_value_type_error)
adapted: ``SummaryLandscape.gen_landscapes_with_multi_process`` checks ``collect_landscape`` first (each key's
type: TypeError ``For `landscape_size` the type should be a valid type of ['int'], but got NoneType.``; an unknown
key, or a value out of range: ValueError).  msgraph raised NotImplementedError for every call."""
import shutil
import tempfile
from mindspore.train import SummaryLandscape
from _conf import emit

MODES = ("pynative",)

root = tempfile.mkdtemp()


def message(collect):
    try:
        SummaryLandscape(root).gen_landscapes_with_multi_process(lambda: None, collect_landscape=collect,
                                                                 device_ids=[0])
    except (TypeError, ValueError) as e:
        return [type(e).__name__, str(e) if isinstance(e, TypeError) else ""]
    return "no error"


for key in ("landscape_size", "unit", "create_landscape", "num_samples", "intervals"):
    emit(f"none_{key}", message({key: None}))
emit("unknown_key", message({"size": 3}))
emit("size_out_of_range", message({"landscape_size": 2}))
emit("unit_value", message({"unit": "batch"}))
emit("short_interval", message({"intervals": [[1, 2]]}))
emit("interval_float", message({"intervals": [[1, 2, 3.0]]}))
shutil.rmtree(root, ignore_errors=True)
