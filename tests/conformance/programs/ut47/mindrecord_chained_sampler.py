"""ut47: MindDataset with a DistributedSampler added on top of its sampler (``add_sampler``), from ut
dataset/test_minddataset_sampler test_minddataset_distributed_samples (MindSpore 2.10 passes it, msgraph failed).

MindSpore's shard reader runs the chain as its operators in order: the child's row order (a RandomSampler's reader
shuffle with the pipeline seed, or the file order), then the shard taken from it -- every n-th position, or with
``MS_DEV_MINDRECORD_SHARD_BY_BLOCK=true`` a contiguous block.  SILENT on main: msgraph took the shard first and
shuffled it with another generator ([1, 9, 8] where MindSpore gives [5, 7, 2]) and ignored the block mode over a
SequentialSampler ([1, 5, 9] for [3, 4, 5])."""
import os
import tempfile
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit

MODES = ("pynative",)
FILE = os.path.join(tempfile.mkdtemp(prefix="ut47_mr_"), "a.mindrecord")
writer = FileWriter(file_name=FILE, shard_num=1, overwrite=True)
writer.add_schema({"file_name": {"type": "string"}, "label": {"type": "int32"}, "data": {"type": "float64"}}, "s")
writer.add_index(["file_name", "data"])
for i in range(13):
    writer.write_raw_data([{"file_name": str(i) + ".jpg", "label": i, "data": float(i)}])
writer.commit()
COLS = ["label", "file_name", "data"]


def rows(d):
    return [float(r["data"]) for r in d.create_dict_iterator(num_epochs=1, output_numpy=True)]


old_seed = ds.config.get_seed()
ds.config.set_seed(1024)
for block in ("false", "true"):
    os.environ["MS_DEV_MINDRECORD_SHARD_BY_BLOCK"] = block
    for shards, sid in ((4, 2), (3, 0), (5, 4)):
        d = ds.MindDataset(FILE, COLS, 1, sampler=ds.RandomSampler())
        emit(f"random_{block}_{shards}_{sid}_first", rows(d))
        d.add_sampler(ds.DistributedSampler(shards, sid, shuffle=False))
        emit(f"random_{block}_{shards}_{sid}_chained", rows(d))
        emit(f"random_{block}_{shards}_{sid}_again", rows(d))
        emit(f"random_{block}_{shards}_{sid}_size", d.get_dataset_size())
        s = ds.MindDataset(FILE, COLS, 1, sampler=ds.SequentialSampler())
        s.add_sampler(ds.DistributedSampler(shards, sid, shuffle=False))
        emit(f"sequential_{block}_{shards}_{sid}", rows(s))
del os.environ["MS_DEV_MINDRECORD_SHARD_BY_BLOCK"]
ds.config.set_seed(old_seed)
