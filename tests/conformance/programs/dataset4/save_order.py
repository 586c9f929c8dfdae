"""Dataset.save (ut dataset test_save_op) and MindDataset's row order (ut dataset test_minddataset parameter_shuffle,
parameter_RandomSampler, parameter_DistributedSampler, shuffle_num_shards): saved schema types read back,
dynamic-shape and argument errors; GLOBAL/INFILE/FILES/PARTIAL shuffles, sharding by slice or block, epochs."""
import os
import tempfile
import numpy as np
import mindspore.dataset as ds
from mindspore.dataset import Shuffle
from mindspore.mindrecord import FileWriter
from _conf import emit, emit_error

MODES = ("pynative",)
tmp = tempfile.mkdtemp()
COLS = {"b": np.array(True), "i8": np.array(4, np.int8), "u8": np.array(255, np.uint8), "u32": np.array(7, np.uint32),
        "i64": np.array(8, np.int64), "f16": np.array(1.5, np.float16), "f64": np.array(3.5), "s": np.array("str"),
        "by": np.array(b"byt"), "a8": np.array([1, 2], np.int8), "af16": np.array([1, 2], np.float16),
        "a2": np.arange(6).reshape(2, 3).astype(np.uint32)}
NAMES = list(COLS)


def gen():
    for i in range(2):
        yield tuple(COLS[n] for n in NAMES)


path = os.path.join(tmp, "saved")
ds.GeneratorDataset(gen, NAMES, shuffle=False).save(path)
for row in ds.MindDataset(path, shuffle=False).create_dict_iterator(num_epochs=1, output_numpy=True):
    emit("saved_row", {k: [str(v.dtype), list(v.shape), v.tolist() if v.dtype.kind != "S" else [b.decode() for b in
                                                                                            v.tolist()]]
                       for k, v in sorted(row.items())})


def dyn():
    for i in range(3):
        yield (np.arange(5 * (i + 1)).reshape(i + 1, 5),)


path2 = os.path.join(tmp, "dyn")
ds.GeneratorDataset(dyn, ["d"], shuffle=False).save(path2)
emit("dynamic_dim0", [r[0].tolist() for r in ds.MindDataset(path2, shuffle=False).create_tuple_iterator(
    num_epochs=1, output_numpy=True)])
emit_error("dynamic_dim1", lambda: ds.GeneratorDataset(lambda: ((np.zeros((5, i + 1)),) for i in range(3)), ["d"],
                                                       shuffle=False).save(os.path.join(tmp, "bad")))
emit_error("num_files_0", lambda: ds.GeneratorDataset(dyn, ["d"]).save(os.path.join(tmp, "x"), 0))
emit_error("tfrecord", lambda: ds.GeneratorDataset(dyn, ["d"]).save(os.path.join(tmp, "x"), 1, "tfrecord"))
emit_error("string_2d", lambda: ds.GeneratorDataset(lambda: ((np.array(["a", "b"]),) for _ in range(2)), ["s"],
                                                    shuffle=False).save(os.path.join(tmp, "s2")))

files = []
total = 0
for n in (10, 7, 5):
    f = os.path.join(tmp, f"part{n}")
    files.append(f)
    w = FileWriter(f)
    w.add_schema({"label": {"type": "int32"}}, "s")
    w.write_raw_data([{"label": total + i} for i in range(n)])
    w.commit()
    total += n


def run(epochs=1, **kw):
    ds.config.set_seed(1234)
    d = ds.MindDataset(files, **kw)
    it = d.create_dict_iterator(num_epochs=epochs, output_numpy=True)
    return [d.get_dataset_size(), [[int(x["label"]) for x in it] for _ in range(epochs)]]


for block in (False, True):
    if block:
        os.environ["MS_DEV_MINDRECORD_SHARD_BY_BLOCK"] = "true"
    for sh in (False, True, Shuffle.GLOBAL, Shuffle.INFILE, Shuffle.FILES, Shuffle.PARTIAL, Shuffle.ADAPTIVE):
        emit(f"shards_{block}_{sh}", run(2, shuffle=sh, num_shards=3, shard_id=1))
    emit(f"distributed_sampler_{block}", run(2, sampler=ds.DistributedSampler(3, 1)))
    emit(f"distributed_sampler_infile_{block}", run(1, sampler=ds.DistributedSampler(4, 3, shuffle=Shuffle.INFILE)))
os.environ.pop("MS_DEV_MINDRECORD_SHARD_BY_BLOCK")
for sh in (True, Shuffle.INFILE, Shuffle.FILES, Shuffle.PARTIAL):
    emit(f"unsharded_{sh}", run(2, shuffle=sh))
emit("random_sampler_infile", run(2, sampler=ds.RandomSampler(shuffle=Shuffle.INFILE)))
emit("random_sampler_num_samples", run(1, sampler=ds.RandomSampler(num_samples=5)))
emit("random_sampler_replacement", run(2, sampler=ds.RandomSampler(replacement=True, num_samples=5)))
emit("num_samples", run(1, num_samples=5))
emit_error("files_num_samples", lambda: ds.MindDataset(files, num_samples=5, shuffle=Shuffle.FILES))
emit_error("add_sampler_infile", lambda: ds.MindDataset(files, shuffle=Shuffle.GLOBAL).add_sampler(
    ds.DistributedSampler(num_shards=4, shard_id=3, shuffle=Shuffle.INFILE)))
emit_error("child_partial", lambda: ds.DistributedSampler(8, 1).add_child(ds.RandomSampler(shuffle=Shuffle.PARTIAL)))
emit_error("parent_infile", lambda: ds.DistributedSampler(8, 1, shuffle=Shuffle.INFILE).add_child(
    ds.RandomSampler()))
emit_error("distributed_offset_parse", lambda: ds.DistributedSampler(num_shards=4, shard_id=0, shuffle=False,
                                                                     offset=5).parse())
parsed = ds.RandomSampler().parse()
parsed.add_child(ds.SequentialSampler().parse())
emit("parse_add_child", "ok")
empty = os.path.join(tmp, "empty")
open(empty, "wb").close()
open(empty + ".db", "wb").close()
emit_error("empty_file", lambda: ds.MindDataset(empty))
