"""TextFileDataset (ut dataset test_datasets_textfileop): rows in MindSpore's reader order -- files sorted, workers
taking files in turn and their rows merged round robin, row sharding wrapping round, Shuffle.FILES reshuffled each
pass, GLOBAL's buffer shuffle; empty lines skipped, '\\r' kept; sizes; argument errors (msgraph lacked the source)."""
import os
import tempfile

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
D = tempfile.mkdtemp()
for name, text in (("a.txt", "a1\n\na2\r\n  a3 \na4"), ("b.txt", "b1\nb2\nb3\nb4\nb5\n"), ("c.txt", "c1\nc2\n")):
    with open(os.path.join(D, name), "w") as f:
        f.write(text)
ALL = os.path.join(D, "*.txt")


def rows(data, epochs=1):
    it = data.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    out = [[str(r[0].item()) for r in it] for _ in range(epochs)]
    return out[0] if epochs == 1 else out


first = next(iter(ds.TextFileDataset(ALL, shuffle=False).create_tuple_iterator(output_numpy=True)))[0]
emit("row_dtype_shape", [str(first.dtype), list(first.shape)])
emit("one_worker", rows(ds.TextFileDataset(ALL, shuffle=False, num_parallel_workers=1)))
emit("two_workers", rows(ds.TextFileDataset(ALL, shuffle=False, num_parallel_workers=2)))
emit("two_workers_num_samples", rows(ds.TextFileDataset(ALL, shuffle=False, num_parallel_workers=2, num_samples=4)))
emit("file_list_sorted", rows(ds.TextFileDataset([os.path.join(D, "c.txt"), os.path.join(D, "a.txt")],
                                                 shuffle=False, num_parallel_workers=1)))
for s in range(3):
    data = ds.TextFileDataset(ALL, shuffle=False, num_parallel_workers=1, num_shards=3, shard_id=s)
    emit(f"shard_{s}", [rows(data), data.get_dataset_size()])
    data = ds.TextFileDataset(ALL, shuffle=False, num_parallel_workers=2, num_shards=3, shard_id=s, num_samples=2)
    emit(f"shard_{s}_num_samples", [rows(data), data.get_dataset_size()])
ds.config.set_seed(5)
emit("files_3_epochs", rows(ds.TextFileDataset(ALL, shuffle=ds.Shuffle.FILES, num_parallel_workers=1), 3))
emit("files_sharded_3_epochs", rows(ds.TextFileDataset(ALL, shuffle=ds.Shuffle.FILES, num_parallel_workers=1,
                                                       num_shards=2, shard_id=1), 3))
emit("global_2_epochs", rows(ds.TextFileDataset(ALL, shuffle=ds.Shuffle.GLOBAL, num_parallel_workers=1), 2))
emit("true_two_workers", rows(ds.TextFileDataset(ALL, shuffle=True, num_parallel_workers=2)))
emit("infile_is_no_shuffle", rows(ds.TextFileDataset(ALL, shuffle=ds.Shuffle.INFILE, num_parallel_workers=1)))
emit("repeat_skip", rows(ds.TextFileDataset(os.path.join(D, "c.txt"), shuffle=False).repeat(3).skip(2)))
data = ds.TextFileDataset(ALL)
emit("size_cols", [data.get_dataset_size(), data.get_col_names(), [str(t) for t in data.output_types()],
                   data.output_shapes()])
emit_error("num_samples_negative", lambda: ds.TextFileDataset(ALL, num_samples=-1))
emit_error("no_match", lambda: ds.TextFileDataset(os.path.join(D, "nope*.txt")))
emit_error("empty_pattern", lambda: ds.TextFileDataset(""))
emit_error("not_str", lambda: ds.TextFileDataset(5))
emit_error("shards_without_id", lambda: ds.TextFileDataset(ALL, num_shards=2))
emit_error("id_without_shards", lambda: ds.TextFileDataset(ALL, shard_id=0))
emit_error("shard_id_range", lambda: ds.TextFileDataset(ALL, num_shards=2, shard_id=2))
emit_error("shuffle_int", lambda: ds.TextFileDataset(ALL, shuffle=1))
with open(os.path.join(D, "empty.txt"), "w") as f:
    f.write("\n\n")
emit_error("no_rows", lambda: rows(ds.TextFileDataset(os.path.join(D, "empty.txt"))))


def failing(x):
    raise ValueError("Error occur!")


def run_failing():
    for _ in ds.TextFileDataset(os.path.join(D, "c.txt")).map(operations=failing, input_columns=["text"]):
        pass


try:
    run_failing()
except RuntimeError as e:
    line = [x for x in str(e).splitlines() if "failed" in x][0]
    emit("map_error_line", line.replace(D, "<dir>"))
